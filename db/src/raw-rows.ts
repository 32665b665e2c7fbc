import type { SQL } from 'drizzle-orm';
import type { Database } from './create-db.ts';

/** Runs raw SQL and returns its rows: postgres.js answers with an array, PGlite with `{ rows }`. */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as Row[] | { rows: Row[] };
  return Array.isArray(result) ? result : result.rows;
}
