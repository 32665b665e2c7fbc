import { TAG_EXPLORE_RECENCY, TAG_EXPLORE_WEIGHTS } from '../constants.ts';
import type { RecipeStats } from '../recipe.ts';
import { ageInDays, type RankingCandidate } from './candidate.ts';
import { shuffled } from './seeded-random.ts';

/** Tag feed score: views*1 + likes*15 + shares*25 + saves*20 + max(0, (30 - days since creation) * 10). */
export function tagExploreScore(stats: RecipeStats, createdAt: Date, now: Date): number {
  const w = TAG_EXPLORE_WEIGHTS;
  const engagement =
    stats.views * w.view + stats.likes * w.like + stats.shares * w.share + stats.saves * w.save;
  const recencyBonus = Math.max(
    0,
    (TAG_EXPLORE_RECENCY.days - ageInDays(createdAt, now)) * TAG_EXPLORE_RECENCY.perDay,
  );
  return engagement + recencyBonus;
}

export interface TagExploreOptions {
  now: Date;
  random: () => number;
  /** Recipe ids the visitor viewed recently; the personalisation step moves them behind fresh ones. */
  recentlyViewedIds?: ReadonlySet<string>;
}

/**
 * Orders a tag feed: bucket into thirds of the top score (at least 2/3 of it, at least 1/3, the rest),
 * higher buckets first, random order within a bucket, then personalise. Our personalisation
 * step keeps each bucket's order but moves recipes the visitor viewed recently to its end.
 */
export function orderTagExploreFeed<T extends RankingCandidate>(
  candidates: readonly T[],
  options: TagExploreOptions,
): T[] {
  const scored = candidates.map((c) => ({ c, score: tagExploreScore(c.stats, c.created_at, options.now) }));
  const top = Math.max(0, ...scored.map((s) => s.score));
  const buckets: T[][] = [[], [], []];
  for (const { c, score } of scored) {
    const bucket = top === 0 || score >= (top * 2) / 3 ? 0 : score >= top / 3 ? 1 : 2;
    buckets[bucket]?.push(c);
  }
  const seen = options.recentlyViewedIds ?? new Set<string>();
  return buckets.flatMap((bucket) => {
    const order = shuffled(bucket, options.random);
    return [...order.filter((c) => !seen.has(c.id)), ...order.filter((c) => seen.has(c.id))];
  });
}
