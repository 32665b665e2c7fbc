import { describe, expect, it } from 'vitest';
import { shortCache } from './short-cache.ts';

describe('shortCache', () => {
  it('serves one load to every request for a key until the time to live passes', async () => {
    let now = 1;
    let loads = 0;
    const cache = shortCache<string>({ ttlMs: 5_000, max: 10, now: () => now });
    const load = async () => `load ${++loads}`;
    const [a, b] = await Promise.all([cache('sitewide', load), cache('sitewide', load)]);
    expect([a, b]).toEqual(['load 1', 'load 1']);
    now = 4_999;
    expect(await cache('sitewide', load)).toBe('load 1');
    expect(await cache('tag:x', load)).toBe('load 2');
    now = 5_002;
    expect(await cache('sitewide', load)).toBe('load 3');
  });

  it('does not keep a failed load, nor a missing answer', async () => {
    const cache = shortCache<string>({ ttlMs: 5_000, max: 10, now: () => 1 });
    await expect(cache('k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache('k', async () => 'after')).toBe('after');
    expect(await cache('missing', async () => undefined)).toBeUndefined();
    expect(await cache('missing', async () => 'created since')).toBe('created since');
  });

  it('keeps at most `max` keys', async () => {
    let loads = 0;
    const cache = shortCache<number>({ ttlMs: 5_000, max: 2, now: () => 1 });
    const load = async () => ++loads;
    await cache('a', load);
    await cache('b', load);
    await cache('c', load);
    expect(await cache('a', load)).toBe(4);
  });
});
