import { randomUUID } from 'node:crypto';
import type { Database } from '@viral/db';
import type { Logger } from '../../logger.ts';
import type { ImportContext } from '../preview-import.ts';
import {
  claimNextItem,
  completeJobIfDone,
  LEASE_SECONDS,
  releaseAbandonedItems,
  renewClaims,
} from './item-claims.ts';
import { processItem } from './process-item.ts';

export interface ImportWorkerOptions {
  /** Items processed at once, each from a different host. */
  concurrency?: number;
  pollMs?: number;
  /** Seconds before another worker's unrenewed claim counts as abandoned; 0 when no other process can share the database. */
  leaseSeconds?: number;
}

/**
 * Processes import items in the bff: several hosts in parallel, one request at a time per
 * host, claims renewed while working so a restart (or another replica) resumes what a dead
 * worker left. `wake()` after creating a job skips the polling delay.
 */
export class ImportWorker {
  readonly id = randomUUID();
  private running = false;
  private active = new Set<Promise<void>>();
  private wakeUp: (() => void) | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private loop: Promise<void> | undefined;

  private readonly db: Database;
  private readonly ctx: ImportContext;
  private readonly logger: Logger;
  private readonly options: ImportWorkerOptions;

  constructor(db: Database, ctx: ImportContext, logger: Logger, options: ImportWorkerOptions = {}) {
    this.db = db;
    this.ctx = ctx;
    this.logger = logger;
    this.options = options;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.heartbeat = setInterval(
      () => void renewClaims(this.db, this.id).catch(() => {}),
      (LEASE_SECONDS * 1000) / 4,
    );
    this.heartbeat.unref();
    this.loop = this.run();
  }

  wake(): void {
    this.wakeUp?.();
  }

  /** Stops claiming and waits for the items in hand to finish. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    clearInterval(this.heartbeat);
    await this.loop;
    await Promise.allSettled(this.active);
  }

  private async run(): Promise<void> {
    const concurrency = this.options.concurrency ?? 4;
    while (this.running) {
      try {
        const released = await releaseAbandonedItems(
          this.db,
          this.id,
          this.options.leaseSeconds ?? LEASE_SECONDS,
        );
        if (released > 0) this.logger.info({ released }, 'resuming abandoned import items');
        while (this.running && this.active.size < concurrency) {
          const item = await claimNextItem(this.db, this.id);
          if (!item) break;
          const work = processItem(this.db, item, this.ctx, this.logger)
            .then(() => completeJobIfDone(this.db, item.job_id))
            .finally(() => {
              this.active.delete(work);
              this.wake();
            });
          this.active.add(work);
        }
      } catch (error) {
        this.logger.error({ err: error }, 'import worker could not claim work');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs ?? 1000);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }
}
