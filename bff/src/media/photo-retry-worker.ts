import type { Database } from '@viral/db';
import type { Logger } from '../logger.ts';
import { claimPhotoToRetry } from './photos-to-store.ts';
import { type PhotoContext, storeRecipePhoto } from './store-recipe-photo.ts';

/**
 * The background pass: stores, one at a time, the photos of recipes that have none yet (an
 * import whose image could not be fetched, an edit or repair with a new address), backing off
 * after each failure. Every replica runs one; a claim keeps two from trying the same recipe.
 */
export class PhotoRetryWorker {
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private readonly db: Database;
  private readonly ctx: PhotoContext;
  private readonly logger: Logger;
  private readonly pollMs: number;

  constructor(db: Database, ctx: PhotoContext, logger: Logger, pollMs = 30_000) {
    this.db = db;
    this.ctx = ctx;
    this.logger = logger;
    this.pollMs = pollMs;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Finishes the photo in hand, then stops. */
  async stop(): Promise<void> {
    this.running = false;
    this.wakeUp?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        for (
          let id = await claimPhotoToRetry(this.db);
          id && this.running;
          id = await claimPhotoToRetry(this.db)
        ) {
          const outcome = await storeRecipePhoto(this.db, id, this.ctx);
          this.logger.info({ recipeId: id, outcome }, 'recipe photo retried');
        }
      } catch (error) {
        this.logger.warn({ err: error }, 'recipe photo pass interrupted');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollMs);
        timer.unref();
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }
}
