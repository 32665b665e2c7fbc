import { createScratchPostgresDatabase } from '@viral/db/testing';
import postgres from 'postgres';
import { describe } from 'vitest';

const serverUrl = process.env.TEST_DATABASE_URL;

/** These suites spawn bff processes on a real PostgreSQL server; without one they are skipped, loudly. */
export function describeWithPostgres(name: string, suite: () => void): void {
  if (!serverUrl) {
    console.warn(`skipped "${name}": set TEST_DATABASE_URL to a PostgreSQL server to run the process tests`);
    describe.skip(name, suite);
    return;
  }
  describe(name, suite);
}

export interface ScratchDatabase {
  url: string;
  /** Runs one query on the database, from the test's own connection. */
  query<T extends object>(text: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** A database of its own for one test file, on TEST_DATABASE_URL's server; the bff migrates it. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const scratch = await createScratchPostgresDatabase('vr_process');
  const own = postgres(scratch.url, { max: 2, onnotice: () => {} });
  return {
    url: scratch.url,
    query: async <T extends object>(text: string, params: unknown[] = []) =>
      (await own.unsafe(text, params as never[])) as unknown as T[],
    async drop() {
      await own.end();
      await scratch.drop();
    },
  };
}
