import type { Database } from '@viral/db';
import type { Logger } from '../logger.ts';
import { finishStoredPhoto } from './finish-stored-photo.ts';
import { claimPhotoToRetry } from './photos-to-store.ts';
import { type PhotoContext, storeRecipePhoto } from './store-recipe-photo.ts';

/** The passes running in this process, for wakePhotoPasses. */
const running = new Set<PhotoRetryWorker>();

/** Asks this process's background passes to look for work now (an admin gave a recipe a new photo address). */
export function wakePhotoPasses(): void {
  for (const pass of running) pass.wake();
}

/**
 * The background pass: stores, one at a time, the photos of recipes that have none yet (an
 * import whose image could not be fetched, an edit or repair with a new address), backing off
 * after each failure; then makes the formats a first view left out of stored photos (AVIF, JPEG).
 * Every replica runs one; a claim keeps two from taking the same recipe or photo.
 */
export class PhotoRetryWorker {
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private woken = false;
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
    running.add(this);
    this.loop = this.run();
  }

  /** Looks for work now instead of at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Finishes the photo in hand, then stops. */
  async stop(): Promise<void> {
    this.running = false;
    running.delete(this);
    this.wakeUp?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.woken = false;
      try {
        for (
          let id = await claimPhotoToRetry(this.db);
          id && this.running;
          id = await claimPhotoToRetry(this.db)
        ) {
          const { outcome, reason } = await storeRecipePhoto(this.db, id, this.ctx);
          this.logger.info({ recipeId: id, outcome, reason }, 'recipe photo retried');
        }
        // New addresses first: an admin waiting for a photo goes before formats nobody waits for.
        while (this.running && !this.woken && (await finishStoredPhoto(this.ctx.media, this.logger))) {}
      } catch (error) {
        this.logger.warn({ err: error }, 'recipe photo pass interrupted');
      }
      if (this.woken) continue;
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
