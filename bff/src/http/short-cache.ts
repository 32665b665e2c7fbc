import { LRUCache } from 'lru-cache';

export interface ShortCacheOptions {
  ttlMs: number;
  /** The most keys kept; the least recently used go first. */
  max: number;
  /** The clock, for tests. */
  now?: () => number;
}

/** Loads through the cache: `load` runs only when the key is missing or stale. */
export type ShortCache<V> = (key: string, load: () => Promise<V | undefined>) => Promise<V | undefined>;

/**
 * A cache of answers that may be a few seconds old (lru-cache): concurrent requests for one key
 * share a single load, a failed load is not kept, and neither is an `undefined` answer (so
 * something missing is looked up again next time).
 */
export function shortCache<V extends {}>({ ttlMs, max, now }: ShortCacheOptions): ShortCache<V> {
  const cache = new LRUCache<string, V, () => Promise<V | undefined>>({
    max,
    ttl: ttlMs,
    ttlResolution: 0,
    ...(now && { perf: { now } }),
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return (key, load) => cache.fetch(key, { context: load });
}

/** One short cache per database handle, so test databases and apps never share answers. */
export function shortCachePerDatabase<V extends {}>(options: ShortCacheOptions) {
  const caches = new WeakMap<object, ShortCache<V>>();
  return (db: object): ShortCache<V> => {
    let cache = caches.get(db);
    if (!cache) {
      cache = shortCache<V>(options);
      caches.set(db, cache);
    }
    return cache;
  };
}
