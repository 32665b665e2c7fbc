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
import { silentLinkWatch } from './silent-link-watch.ts';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DbHandle {
  db: Database;
  driver: 'postgres' | 'pglite';
  /** Applies the checked-in migrations; a no-op when they are all applied. */
  migrate(): Promise<void>;
  /**
   * Runs start-up steps (seeding, the admin account) one process at a time, so replicas starting
   * together do not race each other into unique-key errors.
   */
  exclusively<T>(steps: () => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** PostgreSQL connection string; when absent, PGlite runs embedded. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string | undefined;
  /** PGlite only: start from this dump of a data directory (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob | undefined;
  /** postgres.js pool size; defaults to DEFAULT_POOL_SIZE. */
  maxConnections?: number | undefined;
  /**
   * A server-side limit on every statement of the pool (not migrations), which also arms the
   * silent-connection check a little above it; unset means no limit (CLI, bulk loads).
   */
  statementTimeoutMs?: number;
}

/** A new connection that has not finished its handshake by then counts as failed. */
const CONNECT_TIMEOUT_SECONDS = 5;
/** Idle connections are closed, so a stale one (after an outage) does not wait in the pool for a query. */
const IDLE_TIMEOUT_SECONDS = 60;
/**
 * Seconds before a closed connection is opened again. postgres.js counts failures across the whole
 * pool and waits up to 3^n/100 s (20 s at most) by default, so a few seconds' outage that fails a
 * dozen queries left the site waiting many seconds after PostgreSQL was back. The wait comes before
 * every new attempt, so each query during a long outage waited out the cap before it could fail:
 * 50 ms doubling up to a quarter of a second keeps the 503 prompt and the return quick. A refused
 * connection costs the server next to nothing, and a pool retries only while queries wait.
 */
const reconnectDelaySeconds = (failures: number) =>
  Math.min(0.05 * 2 ** failures, 0.25) * (0.75 + Math.random() / 4);
/** Above statement_timeout: how long past it a live server may take to deliver the cancellation. */
const SILENCE_MARGIN_MS = 2000;

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
/** Any constant works; it only has to be the same for every process migrating this database. */
const STARTUP_LOCK_ID = 7_301_923;

/**
 * postgres.js's own default. Where PostgreSQL shares the host's cores, fewer serve more (decision 009's
 * figures: 2 on 2 cores), but a pool this size keeps room for slow or stuck queries: in the outage
 * process tests, smaller pools queued requests behind dead connections past the prompt 503.
 */
export const DEFAULT_POOL_SIZE = 10;

export async function createDb(options: DbOptions): Promise<DbHandle> {
  return options.databaseUrl
    ? createPostgresDb(options.databaseUrl, options)
    : createPgliteDb(options.dataDir, options.loadDataDir);
}

function createPostgresDb(url: string, options: DbOptions): DbHandle {
  const limit = options.statementTimeoutMs;
  const client = postgres(url, {
    max: options.maxConnections ?? DEFAULT_POOL_SIZE,
    onnotice: () => {},
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    idle_timeout: IDLE_TIMEOUT_SECONDS,
    backoff: reconnectDelaySeconds,
    ...(limit && {
      connection: { statement_timeout: limit },
      ...(!isTls(url) && { socket: silentLinkWatch(limit + SILENCE_MARGIN_MS) }),
    }),
  });
  const db = drizzlePostgres(client, { schema }) as unknown as Database;
  /**
   * Start-up steps hold an advisory lock so replicas starting together take turns. The lock and
   * the migrations use a client of their own, free of the pool's statement limit: waiting for
   * another replica's migration, or building an index, may rightly take longer.
   */
  const exclusively = async <T>(steps: (unlimited: postgres.Sql) => Promise<T>): Promise<T> => {
    const unlimited = postgres(url, { max: 2, onnotice: () => {}, connect_timeout: CONNECT_TIMEOUT_SECONDS });
    try {
      const lockConnection = await unlimited.reserve();
      try {
        await lockConnection`select pg_advisory_lock(${STARTUP_LOCK_ID})`;
        return await steps(unlimited);
      } finally {
        await lockConnection`select pg_advisory_unlock(${STARTUP_LOCK_ID})`.catch(() => {});
        lockConnection.release();
      }
    } finally {
      await unlimited.end({ timeout: 5 });
    }
  };
  return {
    db,
    driver: 'postgres',
    migrate: () =>
      exclusively((unlimited) => migratePostgres(drizzlePostgres(unlimited), { migrationsFolder })),
    exclusively: (steps) => exclusively(() => steps()),
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => client.end({ timeout: 5 }),
  };
}

function isTls(url: string): boolean {
  const mode = new URL(url).searchParams.get('sslmode') ?? new URL(url).searchParams.get('ssl');
  return Boolean(mode && mode !== 'disable' && mode !== 'false');
}

async function createPgliteDb(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<DbHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    exclusively: (steps) => steps(),
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
