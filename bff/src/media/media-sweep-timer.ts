import type { Database } from '@viral/db';
import type { Logger } from '../logger.ts';
import type { ObjectStore } from './objects/object-store.ts';
import { sweepMediaObjects } from './sweep-media-objects.ts';

/** Deleted files wait at most this long; a sweep lists the whole store, so not much more often. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** The first sweep waits for start-up to settle. */
const FIRST_SWEEP_MS = 5 * 60 * 1000;

/**
 * Sweeps the media object store on a timer in every bff: the database deletes index rows in a
 * trigger (a purge, a delete, a new photo), which cannot delete files. Replicas sweeping at once
 * delete the same files, which is harmless.
 */
export class MediaSweepTimer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  private readonly db: Database;
  private readonly objects: ObjectStore;
  private readonly logger: Logger;

  constructor(db: Database, objects: ObjectStore, logger: Logger) {
    this.db = db;
    this.objects = objects;
    this.logger = logger;
  }

  start(): void {
    const run = () => {
      this.running = sweepMediaObjects(this.db, this.objects)
        .then(({ deleted, abandoned }) => {
          if (deleted || abandoned)
            this.logger.info({ deleted, abandoned }, 'media sweep deleted unindexed files');
        })
        .catch((error: unknown) =>
          this.logger.warn({ err: error }, 'media sweep failed; it runs again later'),
        )
        .finally(() => {
          this.running = undefined;
          if (this.timer) this.schedule(run, SWEEP_EVERY_MS);
        });
    };
    this.schedule(run, FIRST_SWEEP_MS);
  }

  private schedule(run: () => void, ms: number) {
    this.timer = setTimeout(run, ms);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
