/** What a queue's worker does with the claim loop: claim the next piece of work, then process it. */
export interface ClaimLoopSteps<T> {
  /** Work processed at once. */
  concurrency: number;
  /** How long the loop sleeps when nothing is waiting, unless woken. */
  pollMs: number;
  /** Claims the next piece of work for this worker; null when none waits. */
  claim(): Promise<T | null>;
  /** Processes claimed work; the loop claims more as soon as it ends. */
  process(work: T): Promise<void>;
  /** Once, before the first claim (an embedded database's unfinished work is resumed there); handles its own failures. */
  beforeStart?(): Promise<void>;
  /** Before each round of claims; a failure ends the round as a failed claim does. */
  beforeRound?(): Promise<void>;
  /** A round failed (the database, say); the loop tries again after the poll. */
  onRoundError(error: unknown): void;
}

/**
 * The loop every queue worker runs (import items, recipe videos; decision 012): claim work until
 * `concurrency` pieces are in hand or none waits, sleep until woken or the poll comes round, again
 * until stopped. Claiming and its lease rules are the queue's; this is only the rhythm.
 */
export class ClaimLoop<T> {
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private readonly active = new Set<Promise<void>>();
  private readonly steps: ClaimLoopSteps<T>;

  constructor(steps: ClaimLoopSteps<T>) {
    this.steps = steps;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Looks for work now rather than at the next poll. */
  wake(): void {
    this.wakeUp?.();
  }

  /** Stops claiming; resolves once the loop has ended. Work in hand goes on (see `inHand`). */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
  }

  /** The work being processed now: each settles when its `process` does. */
  inHand(): Promise<void>[] {
    return [...this.active];
  }

  private async run(): Promise<void> {
    await this.steps.beforeStart?.();
    while (this.running) {
      try {
        await this.steps.beforeRound?.();
        while (this.running && this.active.size < this.steps.concurrency) {
          const claimed = await this.steps.claim();
          if (!claimed) break;
          const work = this.steps.process(claimed).finally(() => {
            this.active.delete(work);
            this.wake();
          });
          this.active.add(work);
        }
      } catch (error) {
        this.steps.onRoundError(error);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.steps.pollMs);
        // The loop never keeps a process alive on its own: a server or a test holds it.
        timer.unref();
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }
}
