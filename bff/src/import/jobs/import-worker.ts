import { randomUUID } from 'node:crypto';
import type { Database } from '@viral/db';
import type { Logger } from '../../logger.ts';
import { ClaimLoop } from '../../queue/claim-loop.ts';
import type { ImportContext } from '../preview-import.ts';
import {
  type ClaimedItem,
  claimNextItem,
  completeFinishedJobs,
  completeJobIfDone,
  LEASE_SECONDS,
  releaseAbandonedItems,
  releaseClaim,
  releaseOwnClaims,
  renewClaims,
} from './item-claims.ts';
import { processItem } from './process-item.ts';
import { RETRY_WRITES_FOR_MS, type RetryPolicy, retryWhileUnavailable } from './retry-while-unavailable.ts';

/** On stop, items in hand get this long to finish before they are handed back to the queue. */
const STOP_GRACE_MS = 2000;

export interface ImportWorkerOptions {
  /** Items processed at once, each from a different host. */
  concurrency?: number;
  pollMs?: number;
  /** Seconds before another worker's unrenewed claim counts as abandoned; 0 when no other process can share the database. */
  leaseSeconds?: number;
  stopGraceMs?: number;
  /** How long an item's writes are retried while the database is out of reach before the item is handed back. */
  retryWritesForMs?: number;
}

/**
 * Processes import items in the bff: several hosts in parallel, one request at a time per
 * host, the claims on the items it runs renewed four times per lease so a restart (or another
 * replica) resumes only what a dead worker left. An item whose writes fail past the retries is
 * handed back to the queue (or, when even that fails, left to its lease), never held.
 * `wake()` after creating a job skips the polling delay.
 */
export class ImportWorker {
  readonly id = randomUUID();
  private running = false;
  /** The items being processed right now: the only claims the heartbeat renews. */
  private runningItems = new Set<string>();
  private stopping = new AbortController();
  private heartbeat: NodeJS.Timeout | undefined;
  private lastAbandonedCheck = 0;
  private readonly loop: ClaimLoop<ClaimedItem>;

  private readonly db: Database;
  private readonly ctx: ImportContext;
  private readonly logger: Logger;
  private readonly options: ImportWorkerOptions;
  private readonly leaseMs: number;

  constructor(db: Database, ctx: ImportContext, logger: Logger, options: ImportWorkerOptions = {}) {
    this.db = db;
    this.ctx = ctx;
    this.logger = logger;
    this.options = options;
    this.leaseMs = (options.leaseSeconds ?? LEASE_SECONDS) * 1000;
    this.loop = new ClaimLoop({
      concurrency: options.concurrency ?? 4,
      pollMs: options.pollMs ?? 1000,
      beforeRound: () => this.resumeAbandonedItems(),
      claim: async () => {
        const item = await claimNextItem(this.db, this.id);
        if (item) this.runningItems.add(item.id);
        return item;
      },
      process: (item) => this.process(item),
      onRoundError: (error) => this.logger.error({ err: error }, 'import worker could not claim work'),
    });
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopping = new AbortController();
    if (this.leaseMs > 0) {
      this.heartbeat = setInterval(
        () =>
          void renewClaims(this.db, this.id, [...this.runningItems]).catch((error: unknown) =>
            this.logger.warn({ err: error }, 'import worker could not renew its claims'),
          ),
        this.leaseMs / 4,
      );
      this.heartbeat.unref();
    }
    this.loop.start();
  }

  wake(): void {
    this.loop.wake();
  }

  /**
   * Stops claiming, lets the items in hand finish for a short grace, and hands the rest back to
   * the queue so another replica takes them at once instead of after the lease.
   */
  async stop(): Promise<void> {
    this.running = false;
    await this.loop.stop();
    const grace = new Promise((done) => setTimeout(done, this.options.stopGraceMs ?? STOP_GRACE_MS).unref());
    await Promise.race([Promise.allSettled(this.loop.inHand()), grace]);
    // Items still waiting for the database stop waiting; they are handed back below.
    this.stopping.abort();
    clearInterval(this.heartbeat);
    if (this.loop.inHand().length === 0) return;
    const released = await releaseOwnClaims(this.db, this.id).catch((error: unknown) => {
      this.logger.warn(
        { err: error },
        'import worker could not hand its items back; they resume after the lease',
      );
      return 0;
    });
    if (released > 0) this.logger.info({ released }, 'import items handed back on stop');
  }

  private retryPolicy(): RetryPolicy {
    return { forMs: this.options.retryWritesForMs ?? RETRY_WRITES_FOR_MS, signal: this.stopping.signal };
  }

  private async process(item: ClaimedItem): Promise<void> {
    const written = await processItem(this.db, item, this.ctx, this.logger, this.retryPolicy()).then(
      () => true,
      (error: unknown) => {
        this.logger.error({ err: error, url: item.url }, 'import item could not be written; handing it back');
        return false;
      },
    );
    this.runningItems.delete(item.id);
    if (!written) {
      await releaseClaim(this.db, item).catch((error: unknown) =>
        this.logger.warn({ err: error, url: item.url }, 'import item resumes after its lease'),
      );
      return;
    }
    await retryWhileUnavailable(() => completeJobIfDone(this.db, item.job_id), this.retryPolicy()).catch(
      (error: unknown) =>
        this.logger.warn({ err: error, job: item.job_id }, 'import job is marked completed at a later check'),
    );
  }

  /**
   * Takes over what dead workers left (and items this one gave up on), and completes jobs whose
   * completion a database failure lost; four times per lease (at every poll for a lease of 0).
   */
  private async resumeAbandonedItems(): Promise<void> {
    if (Date.now() - this.lastAbandonedCheck < this.leaseMs / 4) return;
    this.lastAbandonedCheck = Date.now();
    const released = await releaseAbandonedItems(
      this.db,
      this.id,
      [...this.runningItems],
      this.leaseMs / 1000,
    );
    if (released > 0) this.logger.info({ released }, 'resuming abandoned import items');
    await completeFinishedJobs(this.db);
  }
}
