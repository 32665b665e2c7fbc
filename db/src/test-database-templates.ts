// Migrating a database takes seconds (PGlite's initdb alone ~3 s); copying a migrated one takes
// milliseconds. The test run migrates one template of each kind and every test database is a copy.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { createDb } from './create-db.ts';

/** Where a run's templates are announced to the test processes it starts. */
const PGLITE_TEMPLATE_ENV = 'VR_TEST_PGLITE_TEMPLATE';
const POSTGRES_TEMPLATE_ENV = 'VR_TEST_POSTGRES_TEMPLATE';

async function migratedPgliteDump(): Promise<Blob> {
  const handle = await createDb({});
  try {
    await handle.migrate();
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    return await client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

let pgliteTemplate: Promise<Blob> | undefined;

/** The run's migrated PGlite data directory, or this process's own when no run prepared one. */
export function pgliteTemplateDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = process.env[PGLITE_TEMPLATE_ENV];
    return file ? new Blob([readFileSync(file)]) : migratedPgliteDump();
  })();
  return pgliteTemplate;
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function createMigratedPostgresTemplate(admin: postgres.Sql): Promise<string> {
  const name = `vr_template_${randomBytes(6).toString('hex')}`;
  await admin.unsafe(`create database "${name}"`);
  const handle = await createDb({ databaseUrl: databaseUrl(name), maxConnections: 1 });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  return name;
}

/** The run's migrated PostgreSQL database to copy, if the run prepared one. */
export function postgresTemplateName(): string | undefined {
  return process.env[POSTGRES_TEMPLATE_ENV];
}

/**
 * A vitest `globalSetup`: migrates the templates once before any test file starts and tells the
 * test processes where they are; the returned teardown removes them.
 */
export async function prepareTestDatabaseTemplates(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'vr-test-db-'));
  const file = join(dir, 'pglite-template.tar');
  writeFileSync(file, new Uint8Array(await (await migratedPgliteDump()).arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;

  let admin: postgres.Sql | undefined;
  let template: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    admin = postgres(serverUrl(), { max: 1, onnotice: () => {} });
    template = await createMigratedPostgresTemplate(admin);
    process.env[POSTGRES_TEMPLATE_ENV] = template;
  }
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (admin) {
      await admin.unsafe(`drop database if exists "${template}" with (force)`);
      await admin.end();
    }
  };
}
