import { type Database, schema } from '@viral/db';
import { eq, sql } from 'drizzle-orm';

const { rateLimits } = schema;

export interface Count {
  /** Attempts in the current window, this one included. */
  count: number;
  msLeft: number;
}

/**
 * Fixed-window counters in `rate_limits`, shared by every replica. Each hit is one statement, so
 * parallel attempts each see their own number: RateLimiterDrizzle reads before it upserts, and two
 * first hits at once can both come back as 1.
 */
export function createAttemptCounter(db: Database, windowMs: number) {
  return {
    async hit(key: string, now = new Date()): Promise<Count> {
      const nowSql = sql`${now.toISOString()}::timestamptz`;
      const live = sql`${rateLimits.expire} > ${nowSql}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, points: 1, expire: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            points: sql`case when ${live} then ${rateLimits.points} + 1 else 1 end`,
            expire: sql`case when ${live} then ${rateLimits.expire} else excluded.expire end`,
          },
        })
        .returning({ points: rateLimits.points, expire: rateLimits.expire });
      if (!row) throw new Error('rate limit upsert returned nothing');
      return { count: row.points, msLeft: Math.max(0, (row.expire?.getTime() ?? 0) - now.getTime()) };
    },

    /** Takes back one hit, for an attempt that succeeded or never reached the password check. */
    async refund(key: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ points: sql`greatest(${rateLimits.points} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },

    async clear(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

export type AttemptCounter = ReturnType<typeof createAttemptCounter>;
