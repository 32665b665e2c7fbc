// A bff of its own, on a throw-away embedded database with the demo catalogue, for test files
// that delete, purge or reconfigure: the shared server must keep its catalogue for every other one.
import { test } from '@playwright/test';
import { startEmbeddedBff } from '@viral/bff/testing';

export interface OwnBff {
  baseURL: string;
  stop(): Promise<void>;
}

/** `env` is the bff's only configuration beyond the embedded database, e.g. a remotes file. */
export async function startOwnBff(env: Record<string, string> = {}): Promise<OwnBff> {
  // Called from beforeAll: the bff creates, migrates and seeds its database first, while the other
  // worker keeps the machine busy.
  test.setTimeout(120_000);
  const bff = await startEmbeddedBff(env);
  return {
    baseURL: bff.url,
    stop: async () => {
      await bff.stop();
    },
  };
}
