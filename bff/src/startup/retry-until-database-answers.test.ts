import { describe, expect, it } from 'vitest';
import { capturedLogger } from '../testing/captured-logger.ts';
import { retryUntilDatabaseAnswers } from './retry-until-database-answers.ts';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const timing = { firstDelayMs: 5, maxDelayMs: 20 };

describe('start-up steps while the database does not answer', () => {
  it('runs them again until the database answers, one log line per failed attempt, waiting longer each time up to a cap', async () => {
    const { logger, lines } = capturedLogger();
    let attempts = 0;
    await retryUntilDatabaseAnswers(
      async () => {
        attempts++;
        if (attempts < 5) throw refused();
      },
      logger,
      new AbortController().signal,
      timing,
    );
    expect(attempts).toBe(5);
    expect(lines.map(({ attempt, retryInMs, reason }) => ({ attempt, retryInMs, reason }))).toEqual([
      { attempt: 1, retryInMs: 5, reason: 'ECONNREFUSED' },
      { attempt: 2, retryInMs: 10, reason: 'ECONNREFUSED' },
      { attempt: 3, retryInMs: 20, reason: 'ECONNREFUSED' },
      { attempt: 4, retryInMs: 20, reason: 'ECONNREFUSED' },
    ]);
  });

  it('gives up at once on a failure that retrying cannot fix', async () => {
    const broken = Object.assign(new Error('syntax error in migration'), { code: '42601' });
    let attempts = 0;
    const run = retryUntilDatabaseAnswers(
      async () => {
        attempts++;
        throw broken;
      },
      capturedLogger().logger,
      new AbortController().signal,
      timing,
    );
    await expect(run).rejects.toBe(broken);
    expect(attempts).toBe(1);
  });

  it('stops waiting when the process is told to stop', async () => {
    const stop = new AbortController();
    let attempts = 0;
    const run = retryUntilDatabaseAnswers(
      async () => {
        attempts++;
        throw refused();
      },
      capturedLogger().logger,
      stop.signal,
      { firstDelayMs: 60_000, maxDelayMs: 60_000 },
    );
    stop.abort();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(attempts).toBe(1);
  });
});
