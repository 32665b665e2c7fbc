import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of rate-limiter-flexible's RateLimiterDrizzle (image reports) and of sign-in attempts
 * (bff/src/auth/attempt-counter.ts), kept in the database so every bff replica counts against the
 * same limit.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
