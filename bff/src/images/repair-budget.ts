import { type Database, schema } from '@viral/db';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';

/** What one fetch (the image, or the source page) and one model call take from the budget. */
export const REPAIR_COSTS = { fetch: 1, aiCall: 10 } as const;

/** Takes `points` from the repairs' budget, or throws RepairBudgetSpent when the minute's is gone. */
export type SpendRepairBudget = (points: number) => Promise<void>;

export class RepairBudgetSpent extends Error {
  constructor() {
    super('The image repair budget for this minute is spent');
  }
}

/**
 * One budget per minute for every broken-image repair on every replica, counted in the
 * database: anonymous reports cannot turn into unbounded fetches or paid model calls.
 */
export function databaseRepairBudget(db: Database, pointsPerMinute: number): SpendRepairBudget {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: schema.rateLimits,
    keyPrefix: 'image-repair-budget',
    points: pointsPerMinute,
    duration: 60,
  });
  return async (points) => {
    try {
      await limiter.consume('all', points);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new RepairBudgetSpent();
      throw error;
    }
  };
}
