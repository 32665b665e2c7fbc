import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DbHandle {
  db: Database;
  driver: 'postgres' | 'pglite';
  /** Applies the checked-in migrations; a no-op when they are all applied. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** PostgreSQL connection string; when absent, PGlite runs embedded. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string | undefined;
  /** postgres.js pool size. */
  maxConnections?: number;
}

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
/** Any constant works; it only has to be the same for every process migrating this database. */
const MIGRATION_LOCK_ID = 7_301_923;

export async function createDb(options: DbOptions): Promise<DbHandle> {
  return options.databaseUrl
    ? createPostgresDb(options.databaseUrl, options)
    : createPgliteDb(options.dataDir);
}

function createPostgresDb(url: string, options: DbOptions): DbHandle {
  const client = postgres(url, {
    max: options.maxConnections ?? 10,
    onnotice: () => {},
    connect_timeout: 10,
  });
  const db = drizzlePostgres(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // Replicas starting together must not race each other through the same migrations.
      const lockConnection = await client.reserve();
      try {
        await lockConnection`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
        await migratePostgres(drizzlePostgres(client), { migrationsFolder });
      } finally {
        await lockConnection`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.catch(() => {});
        lockConnection.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => client.end({ timeout: 5 }),
  };
}

async function createPgliteDb(dataDir: string | undefined): Promise<DbHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
