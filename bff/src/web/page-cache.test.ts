import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clearPagesOnWrites, PAGE_CACHE_MS, pageCache, pageLifetimeMs } from './page-cache.ts';

/** A load that answers each call with the next number, kept, and counts its calls. */
function counter(keep = true) {
  let calls = 0;
  const load = async () => {
    calls += 1;
    return { value: { n: calls }, size: 10, keep };
  };
  return { load, calls: () => calls };
}

function clock() {
  let at = 1_000;
  return {
    now: () => at,
    advance: (ms: number) => {
      at += ms;
    },
  };
}

describe('pageLifetimeMs', () => {
  it('keeps a public page a few seconds, never one with a personal read or none', () => {
    expect(pageLifetimeMs(['search'])).toBe(PAGE_CACHE_MS);
    expect(pageLifetimeMs(['tag', 'relatedTags', 'tagRecipes'])).toBe(PAGE_CACHE_MS);
    expect(pageLifetimeMs(['firstSlide'])).toBeUndefined();
    expect(pageLifetimeMs([])).toBeUndefined();
  });
});

describe('pageCache', () => {
  it('reuses a page within its lifetime, then serves it once more while one load renews it', async () => {
    const time = clock();
    const pages = pageCache<{ n: number }>(time.now);
    const load = counter();
    expect(await pages.get('/a', 1_000, load.load)).toEqual({ value: { n: 1 }, kept: false });
    expect(await pages.get('/a', 1_000, load.load)).toEqual({ value: { n: 1 }, kept: true });
    time.advance(1_500);
    // Due: the kept page answers while a single load renews it.
    expect(await pages.get('/a', 1_000, load.load)).toEqual({ value: { n: 1 }, kept: true });
    expect(await pages.get('/a', 1_000, load.load)).toEqual({ value: { n: 2 }, kept: true });
    expect(load.calls()).toBe(2);
    // Past two lifetimes nothing that old is shown: the visitor waits for a fresh one.
    time.advance(2_500);
    expect(await pages.get('/a', 1_000, load.load)).toEqual({ value: { n: 3 }, kept: false });
  });

  it('loads a page once for visitors who ask at the same moment', async () => {
    const pages = pageCache<{ n: number }>(clock().now);
    const load = counter();
    const answers = await Promise.all([1, 2, 3].map(() => pages.get('/a', 1_000, load.load)));
    expect(answers.map((answer) => answer?.value.n)).toEqual([1, 1, 1]);
    expect(load.calls()).toBe(1);
  });

  it('does not keep what the load says not to, nor anything when the load makes nothing or fails', async () => {
    const pages = pageCache<{ n: number }>(clock().now);
    const unkept = counter(false);
    expect(await pages.get('/a', 1_000, unkept.load)).toEqual({ value: { n: 1 }, kept: false });
    expect(await pages.get('/a', 1_000, unkept.load)).toEqual({ value: { n: 2 }, kept: false });
    expect(await pages.get('/b', 1_000, async () => undefined)).toBeUndefined();
    expect(await pages.get('/c', 1_000, () => Promise.reject(new Error('no')))).toBeUndefined();
  });

  it('forgets everything on clear, and keeps nothing a load begun before it made', async () => {
    const pages = pageCache<{ n: number }>(clock().now);
    const load = counter();
    await pages.get('/a', 1_000, load.load);
    pages.clear();
    expect((await pages.get('/a', 1_000, load.load))?.value.n).toBe(2);
    let finish: (value: { value: { n: number }; size: number; keep: boolean }) => void = () => {};
    const slow = pages.get('/b', 1_000, () => new Promise((done) => (finish = done)));
    pages.clear();
    const after = pages.get('/b', 1_000, load.load);
    finish({ value: { n: 99 }, size: 1, keep: true });
    expect((await slow)?.value.n).toBe(99);
    // The request after the write did not join the earlier load.
    expect((await after)?.value.n).toBe(3);
    expect((await pages.get('/b', 1_000, load.load))?.value.n).toBe(3);
  });
});

describe('clearPagesOnWrites', () => {
  it('clears on a write that succeeded, not on a read or a refused write', async () => {
    let cleared = 0;
    const app = new Hono();
    app.use(
      clearPagesOnWrites({
        clear: () => {
          cleared += 1;
        },
      }),
    );
    app.get('/x', (c) => c.text('read'));
    app.post('/x', (c) => c.text('written'));
    app.delete('/x', (c) => c.text('refused', 403));
    await app.request('/x');
    await app.request('/x', { method: 'DELETE' });
    expect(cleared).toBe(0);
    await app.request('/x', { method: 'POST' });
    expect(cleared).toBe(1);
  });
});
