import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createDb, type DbHandle, selectRows } from '@viral/db';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './repo-files.ts';

const run = promisify(execFile);

/** What the replicas share through the database: catalogue, sessions, import jobs and rate limits. */
const STATE_TABLES = ['recipes', 'tags', 'users', 'sessions', 'import_jobs', 'import_items', 'rate_limits'];

/** Runs the migrate script as the Job and the compose step do, with only these variables. */
async function migrate(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run('node', ['bff/src/migrate.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function tableNames(db: DbHandle): Promise<string[]> {
  const rows = await selectRows<{ table_name: string }>(
    db.db,
    sql`select table_name from information_schema.tables where table_schema = 'public'`,
  );
  return rows.map((row) => row.table_name);
}

/**
 * Two runs of the script one after the other, each creating PGlite's database (initdb) and hashing
 * the admin's password at full cost: on a 2-core machine shared with the rest of the suite, past the
 * default minute.
 */
const TWO_EMBEDDED_RUNS_MS = 180_000;

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe('bff/src/migrate.ts', () => {
  it(
    'creates the schema and the configured admin in an embedded database, then exits 0, and changes nothing the second time',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'vr-migrate-'));
      tempDirs.push(dataDir);
      const env = { DATA_DIR: dataDir, ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'long-enough' };
      const result = await migrate(env);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('Migrations applied');
      const again = await migrate(env);
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toContain('Admin ops@example.com: unchanged.');

      const db = await createDb({ dataDir });
      try {
        expect(await tableNames(db)).toEqual(expect.arrayContaining(STATE_TABLES));
        const admins = await selectRows<{ email: string; role: string }>(
          db.db,
          sql`select email, role from users`,
        );
        expect(admins).toEqual([{ email: 'ops@example.com', role: 'admin' }]);
      } finally {
        await db.close();
      }
    },
    TWO_EMBEDDED_RUNS_MS,
  );

  it('exits non-zero naming the variable at fault when the configuration is invalid', async () => {
    const result = await migrate({ DATABASE_URL: 'mysql://db/viral' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL: must be a postgres:// URL');
  });

  it('exits non-zero with a clear message when PostgreSQL cannot be reached', async () => {
    const result = await migrate({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/viral' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Migrations failed: .*ECONNREFUSED/m);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('migrates a PostgreSQL database, run twice at once', async () => {
    const server = postgres(process.env.TEST_DATABASE_URL as string, { max: 1, onnotice: () => {} });
    const name = `vr_migrate_${randomBytes(6).toString('hex')}`;
    await server.unsafe(`create database "${name}"`);
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    try {
      const results = await Promise.all([
        migrate({ DATABASE_URL: url.toString() }),
        migrate({ DATABASE_URL: url.toString() }),
      ]);
      for (const result of results) expect(result.code, result.stderr).toBe(0);
      const db = await createDb({ databaseUrl: url.toString() });
      try {
        expect(await tableNames(db)).toEqual(expect.arrayContaining(STATE_TABLES));
      } finally {
        await db.close();
      }
    } finally {
      await server.unsafe(`drop database if exists "${name}" with (force)`);
      await server.end();
    }
  });
});
