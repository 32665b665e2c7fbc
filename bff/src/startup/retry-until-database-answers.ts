import { setTimeout as sleep } from 'node:timers/promises';
import { isDatabaseUnavailable } from '../http/api-error.ts';
import type { Logger } from '../logger.ts';

export interface RetryTiming {
  firstDelayMs: number;
  maxDelayMs: number;
}

/** Quick enough to be ready a moment after PostgreSQL is, slow enough to cost it nothing while down. */
export const START_RETRY: RetryTiming = { firstDelayMs: 250, maxDelayMs: 2000 };

/**
 * Runs the start-up steps (migrations, accounts) until they succeed, waiting a little longer after
 * each attempt the database did not answer, with one log line per attempt. Any other failure (a
 * broken migration, a wrong password) is thrown: retrying would not fix it.
 */
export async function retryUntilDatabaseAnswers(
  steps: () => Promise<void>,
  logger: Logger,
  signal: AbortSignal,
  timing: RetryTiming = START_RETRY,
): Promise<void> {
  for (let attempt = 1, delayMs = timing.firstDelayMs; ; attempt++) {
    signal.throwIfAborted();
    try {
      await steps();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      logger.warn(
        { attempt, retryInMs: delayMs, reason: reasonOf(error) },
        'database not answering; start-up steps will be retried',
      );
    }
    await sleep(delayMs, undefined, { signal });
    delayMs = Math.min(delayMs * 2, timing.maxDelayMs);
  }
}

function reasonOf(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return String(code ?? message ?? error);
}
