import { randomBytes } from 'node:crypto';
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
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `vr_process_${randomBytes(6).toString('hex')}`;
  const server = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await server.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const own = postgres(url.toString(), { max: 2, onnotice: () => {} });
  return {
    url: url.toString(),
    query: async <T extends object>(text: string, params: unknown[] = []) =>
      (await own.unsafe(text, params as never[])) as unknown as T[],
    async drop() {
      await own.end();
      await server.unsafe(`drop database if exists "${name}" with (force)`);
      await server.end();
    },
  };
}
