import { FIRST_READ_API, type FirstRead } from '@viral/domain';
import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';

/**
 * How long a rendered screen is reused as it is. Short, so a page shows what changed a few seconds
 * ago (a like, an import), and never longer than a shared cache may keep the page's first reads.
 */
export const PAGE_CACHE_MS = 5_000;
/** The screens kept at most, by their bytes: about 400 tag pages of 48 cards. */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * How long a page with these first reads may be reused: undefined when it has none (nothing worth
 * keeping) or one that is personal (the explore feed is ranked for each browser).
 */
export function pageLifetimeMs(reads: readonly FirstRead[]): number | undefined {
  if (reads.length === 0) return undefined;
  let lifetime = PAGE_CACHE_MS;
  for (const read of reads) {
    const api = FIRST_READ_API[read];
    if (!api) return undefined;
    lifetime = Math.min(lifetime, api.freshness.sharedMaxAge * 1000);
  }
  return lifetime;
}

/** A kept value, or what the load made for this request; `kept` says which. */
export type PageCacheAnswer<V> = { value: V; kept: boolean } | undefined;

export interface PageCache<V> {
  /**
   * The value for a key: kept and fresh; kept and past its lifetime (for at most one lifetime more,
   * while one load renews it); or loaded now, one load per key at a time, and kept if the load says
   * so. Undefined when the load made nothing the callers may use: each makes its own.
   */
  get(
    key: string,
    lifetimeMs: number,
    load: () => Promise<Loaded<V> | undefined>,
  ): Promise<PageCacheAnswer<V>>;
  /** Forgets every page: the catalogue changed. */
  clear(): void;
}

/** What a load made, its size, and whether it may be kept for others. */
export type Loaded<V> = { value: V; size: number; keep: boolean };

type Entry<V> = { value: V; at: number; lifetimeMs: number };

/**
 * Screens rendered for anonymous visitors, the same for every one of them (what a shared cache may
 * keep of the page's reads, drawn): a page viewed again within seconds costs neither its reads nor
 * React's render, and once it is due, visitors get the kept one while a single render renews it.
 */
export function pageCache<V extends {}>(now: () => number = performance.now.bind(performance)): PageCache<V> {
  const kept = new LRUCache<string, Entry<V>>({ maxSize: MAX_BYTES, ttlResolution: 0, perf: { now } });
  const loading = new Map<string, Promise<V | undefined>>();
  /** Bumped by `clear`: a load begun before it is neither kept nor joined. */
  let generation = 0;

  const renew = (key: string, lifetimeMs: number, load: () => Promise<Loaded<V> | undefined>) => {
    const pending = loading.get(key);
    if (pending) return pending;
    const startedIn = generation;
    const loaded: Promise<V | undefined> = load()
      .then((made) => {
        if (made?.keep && startedIn === generation)
          kept.set(
            key,
            { value: made.value, at: now(), lifetimeMs },
            { size: Math.max(1, made.size), ttl: 2 * lifetimeMs },
          );
        return made?.value;
      })
      .finally(() => {
        if (loading.get(key) === loaded) loading.delete(key);
      });
    loading.set(key, loaded);
    return loaded;
  };

  return {
    async get(key, lifetimeMs, load) {
      const entry = kept.get(key);
      if (entry && now() - entry.at < entry.lifetimeMs) return { value: entry.value, kept: true };
      if (entry) {
        renew(key, lifetimeMs, load).catch(() => {});
        return { value: entry.value, kept: true };
      }
      const value = await renew(key, lifetimeMs, load).catch(() => undefined);
      return value === undefined ? undefined : { value, kept: false };
    },
    clear() {
      generation += 1;
      kept.clear();
      loading.clear();
    },
  };
}

/**
 * Forgets the rendered pages when the back-office changes the catalogue (an edit, a delete, a
 * purge, a tag written, an import started): the next view shows it. Other replicas, and recipes an
 * import adds later, catch up within two PAGE_CACHE_MS.
 */
export const clearPagesOnWrites =
  (pages: Pick<PageCache<object>, 'clear'>): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) pages.clear();
  };
