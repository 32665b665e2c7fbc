import { isDatabaseUnavailable } from '../../http/api-error.ts';

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5000;
/** Long enough for a database failover or restart; past it an item's claim is handed back instead. */
export const RETRY_WRITES_FOR_MS = 60_000;

export interface RetryPolicy {
  /** How long to keep trying, from the first attempt. */
  forMs: number;
  /** Stops the waiting early (the worker stopping); the last error is thrown then. */
  signal?: AbortSignal;
}

const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resume) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resume();
    }
  });

/**
 * Runs a database write again, with a growing pause, for as long as the database is out of
 * reach and the policy allows; any other error, or the last one, is thrown.
 */
export async function retryWhileUnavailable<T>(write: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  const deadline = Date.now() + policy.forMs;
  for (let delay = FIRST_DELAY_MS; ; delay = Math.min(delay * 2, MAX_DELAY_MS)) {
    try {
      return await write();
    } catch (error) {
      const outOfTime = Date.now() + delay > deadline || policy.signal?.aborted;
      if (!isDatabaseUnavailable(error) || outOfTime) throw error;
    }
    await pause(delay, policy.signal);
  }
}
