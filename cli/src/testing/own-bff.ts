// A bff of its own on a throw-away embedded database with the demo catalogue, allowed to fetch
// only the local page site.
import { startEmbeddedBff } from '@viral/bff/testing';

export interface OwnBff {
  url: string;
  stop(): Promise<void>;
}

/** `allowHost` is the page site's `host:port`, as IMPORT_ALLOW_HOSTS requires. */
export async function startOwnBff(allowHost: string): Promise<OwnBff> {
  const bff = await startEmbeddedBff({ IMPORT_ALLOW_HOSTS: allowHost });
  return {
    url: bff.url,
    stop: async () => {
      await bff.stop();
    },
  };
}
