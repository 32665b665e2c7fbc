import type { Database } from '@viral/db';
import { shortCachePerDatabase } from '../http/short-cache.ts';

/**
 * How many recipes match a search, kept for a few seconds: paging through a search, or many
 * visitors searching the same popular word, must not count every match again (the count is the
 * costliest part of a search at 100,000 recipes). A total may lag a recipe created in the last
 * few seconds; the items themselves are always read fresh.
 */
export const MATCH_COUNT_TTL_MS = 10_000;
const matchCounts = shortCachePerDatabase<number>({ ttlMs: MATCH_COUNT_TTL_MS, max: 5_000 });

export async function cachedMatchCount(
  db: Database,
  key: string,
  count: () => Promise<number>,
): Promise<number> {
  return (await matchCounts(db)(key, count)) ?? count();
}
