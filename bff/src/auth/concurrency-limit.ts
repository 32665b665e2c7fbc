import PQueue from 'p-queue';

/** Thrown instead of queueing when the wait queue is already full. */
export class BusyError extends Error {
  constructor() {
    super('too many jobs waiting');
  }
}

/**
 * Runs at most `active` jobs at once and lets at most `queued` more wait; any beyond that fail at
 * once with BusyError, so a burst costs neither CPU nor memory without bound.
 */
export function createConcurrencyLimit({ active, queued }: { active: number; queued: number }) {
  const queue = new PQueue({ concurrency: active });
  return {
    run<T>(job: () => Promise<T>): Promise<T> {
      if (queue.pending >= active && queue.size >= queued) return Promise.reject(new BusyError());
      return queue.add(job);
    },
  };
}
