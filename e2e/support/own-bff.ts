// A bff of its own, on a throw-away embedded database with the demo catalogue, for test files
// that delete, purge or reconfigure: the shared server must keep its catalogue for every other one.
import { startEmbeddedBff } from '@viral/bff/testing';

export interface OwnBff {
  baseURL: string;
  stop(): Promise<void>;
}

/** `env` is the bff's only configuration beyond the embedded database, e.g. a remotes file. */
export async function startOwnBff(env: Record<string, string> = {}): Promise<OwnBff> {
  const bff = await startEmbeddedBff(env);
  return {
    baseURL: bff.url,
    stop: async () => {
      await bff.stop();
    },
  };
}
