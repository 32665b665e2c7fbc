import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createDb, type DbHandle } from './create-db.ts';
import { hashPasswordAtCost } from './passwords.ts';
import { pgliteTemplateDump, postgresTemplateName } from './test-database-templates.ts';

export { prepareTestDatabaseTemplates } from './test-database-templates.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/**
 * The scrypt cost of test fixtures' passwords: 1 MiB and about 2 ms, against the product's 128 MiB
 * and a third of a second of CPU. Signing in to such an account runs the product's own check
 * (`verifyPassword` reads the cost from the stored hash), only cheaper.
 */
export const FIXTURE_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 };

/** A fixture account's password hash, at `FIXTURE_PASSWORD_COST`; never for what the product stores. */
export function hashFixturePassword(password: string): Promise<string> {
  return hashPasswordAtCost(password, FIXTURE_PASSWORD_COST);
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server we may create databases on. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A database of its own on TEST_DATABASE_URL's server, empty or a copy of `template`;
 * `drop()` removes it again.
 */
export async function createScratchPostgresDatabase(
  prefix = 'vr_test',
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * A fresh, migrated, empty database of that kind; `close()` drops it again. It is a copy of the
 * run's migrated template when the test run prepared one (`prepareTestDatabaseTemplates`).
 */
export async function createTestDb(kind: TestDatabaseKind): Promise<DbHandle & { url?: string }> {
  if (kind === 'pglite') return createDb({ loadDataDir: await pgliteTemplateDump() });
  const template = postgresTemplateName();
  const scratch = await createScratchPostgresDatabase('vr_test', template);
  const handle = await createDb({ databaseUrl: scratch.url, maxConnections: 5 });
  if (!template) await handle.migrate();
  return {
    ...handle,
    url: scratch.url,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}
