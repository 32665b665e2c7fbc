import type { RankingCandidate } from '@viral/domain';
import { type ShortCache, shortCache } from '../http/short-cache.ts';

/**
 * Candidate pools (the most trending recipes, the newest, the best of a category or a tag) do
 * not depend on the visitor, so one load serves every visitor for a few seconds; the scoring
 * that does depend on the visitor still runs per request. A trending feed whose candidates are
 * up to this old is still honest, and the items served carry fresh stats (loaded per request).
 */
export const CANDIDATE_POOL_TTL_MS = 5_000;
/** Pools are keyed by the visitor's chosen categories, which the browser sends; bound the keys. */
const MAX_POOLS = 200;

export type CandidatePoolCache = ShortCache<RankingCandidate[]>;

export function candidatePoolCache(ttlMs = CANDIDATE_POOL_TTL_MS, now?: () => number): CandidatePoolCache {
  return shortCache<RankingCandidate[]>({ ttlMs, max: MAX_POOLS, ...(now && { now }) });
}
