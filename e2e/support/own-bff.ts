// A bff of its own, on a throw-away embedded database with the demo catalogue, for test files
// that delete, purge or reconfigure: the shared server must keep its catalogue for every other one.
import { rmSync } from 'node:fs';
import { test } from '@playwright/test';
import { startBff } from '@viral/bff/testing';
import { DEMO_SETTINGS, freshDataDir } from './data-template.ts';

export interface OwnBff {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * `env` is the bff's only configuration beyond the embedded database, e.g. a remotes file. The
 * database is a copy of the run's template (data-template.ts), so the bff neither migrates nor seeds.
 */
export async function startOwnBff(env: Record<string, string> = {}): Promise<OwnBff> {
  // Called from beforeAll, while the other worker keeps the machine busy.
  test.setTimeout(120_000);
  const dataDir = freshDataDir('vr-own-bff-');
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const bff = await startBff({ DATA_DIR: dataDir, ...DEMO_SETTINGS, ...env });
    return {
      baseURL: bff.url,
      stop: async () => {
        await bff.stop();
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}
