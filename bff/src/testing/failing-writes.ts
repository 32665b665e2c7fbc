import type { Database } from '@viral/db';
import { PgDialect } from 'drizzle-orm/pg-core';

export type Write =
  | { kind: 'update'; table: unknown; fields: Record<string, unknown> }
  | { kind: 'execute'; sql: string };

const dialect = new PgDialect();

/** What postgres.js throws when the connection to PostgreSQL drops under a query. */
export const connectionReset = () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });

/**
 * This database, except that the writes `fails` picks (drizzle `update(…).set(…)` and raw
 * `execute`) fail as if the connection had dropped; reads and transactions go through.
 */
export function withFailingWrites(db: Database, fails: (write: Write) => boolean): Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'update') {
        return (table: Parameters<Database['update']>[0]) => {
          const builder = target.update(table);
          return new Proxy(builder, {
            get(inner, name) {
              if (name !== 'set') return Reflect.get(inner, name);
              return (fields: Record<string, unknown>) =>
                fails({ kind: 'update', table, fields })
                  ? { where: () => Promise.reject(connectionReset()) }
                  : inner.set(fields as never);
            },
          });
        };
      }
      if (property === 'execute') {
        return (query: Parameters<Database['execute']>[0]) =>
          fails({
            kind: 'execute',
            sql: typeof query === 'string' ? query : dialect.sqlToQuery(query.getSQL()).sql,
          })
            ? Promise.reject(connectionReset())
            : target.execute(query);
      }
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
