import type { Database } from '@viral/db';
import PQueue from 'p-queue';
import type { ImportContext } from '../import/preview-import.ts';
import type { Logger } from '../logger.ts';
import { databaseRepairBudget, type SpendRepairBudget } from './repair-budget.ts';
import { repairRecipeImage } from './repair-image.ts';

/** A recipe's image is checked at most once an hour, however many browsers report it. */
export const RECHECK_AFTER_MS = 60 * 60 * 1000;

/**
 * Image checks run in the background, two at a time, one per recipe at once, all paid from one
 * budget per minute that every replica on the database shares.
 */
export class ImageRepairQueue {
  private readonly queue = new PQueue({ concurrency: 2 });
  private readonly lastQueued = new Map<string, number>();
  private readonly db: Database;
  private readonly ctx: ImportContext;
  private readonly logger: Logger;
  private readonly spend: SpendRepairBudget;

  constructor(db: Database, ctx: ImportContext, logger: Logger, budgetPerMinute: number) {
    this.db = db;
    this.ctx = ctx;
    this.logger = logger;
    this.spend = databaseRepairBudget(db, budgetPerMinute);
  }

  /** Queues a check unless this recipe had one within the hour; says whether it did. */
  request(recipeId: string, now = Date.now()): boolean {
    const last = this.lastQueued.get(recipeId);
    if (last !== undefined && now - last < RECHECK_AFTER_MS) return false;
    this.lastQueued.set(recipeId, now);
    void this.queue.add(async () => {
      const outcome = await repairRecipeImage(this.db, recipeId, this.ctx, this.spend).catch(
        (error: unknown) => {
          this.logger.error({ err: error, recipeId }, 'image check failed');
          return 'unrepaired' as const;
        },
      );
      if (outcome === 'budget_spent') {
        // Cut short, not checked: a later report may ask again.
        this.lastQueued.delete(recipeId);
        this.logger.warn({ recipeId }, 'image check stopped: the repair budget for this minute is spent');
      }
      if (outcome === 'repaired' || outcome === 'unrepaired')
        this.logger.info({ recipeId, outcome }, 'broken image checked');
    });
    return true;
  }

  onIdle(): Promise<void> {
    return this.queue.onIdle();
  }
}
