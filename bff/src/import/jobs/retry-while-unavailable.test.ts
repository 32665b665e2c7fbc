import { describe, expect, it } from 'vitest';
import { connectionReset } from '../../testing/failing-writes.ts';
import { retryWhileUnavailable } from './retry-while-unavailable.ts';

/** A write that fails as a dropped connection `outages` times, then answers 'written'. */
const writeFailing = (outages: number, error: () => Error = connectionReset) => {
  let calls = 0;
  const write = async () => {
    calls++;
    if (calls <= outages) throw error();
    return 'written';
  };
  return { write, calls: () => calls };
};

describe('retryWhileUnavailable', () => {
  it('tries a write again while the database is out of reach, until it goes through', async () => {
    const flaky = writeFailing(2);
    expect(await retryWhileUnavailable(flaky.write, { forMs: 10_000 })).toBe('written');
    expect(flaky.calls()).toBe(3);
  });

  it('throws any other error at once', async () => {
    const broken = writeFailing(1, () => new Error('null value in column "status"'));
    await expect(retryWhileUnavailable(broken.write, { forMs: 10_000 })).rejects.toThrow('null value');
    expect(broken.calls()).toBe(1);
  });

  it('gives up with the last error once its time is spent', async () => {
    const down = writeFailing(Number.POSITIVE_INFINITY);
    await expect(retryWhileUnavailable(down.write, { forMs: 1000 })).rejects.toMatchObject({
      code: 'ECONNRESET',
    });
    expect(down.calls()).toBe(3);
  });

  it('stops waiting when told to stop', async () => {
    const down = writeFailing(Number.POSITIVE_INFINITY);
    const stopping = new AbortController();
    const started = Date.now();
    const attempt = retryWhileUnavailable(down.write, { forMs: 60_000, signal: stopping.signal });
    setTimeout(() => stopping.abort(), 100);
    await expect(attempt).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
