import {
  BUCKET_SPLIT,
  NEW_RECIPE_DAYS,
  PREFERENCE_WEIGHT_BOUNDS,
  SITEWIDE_ENGAGEMENT_WEIGHTS,
} from '../constants.ts';
import type { TagPreferenceFamily } from '../interactions/preference-vocabulary.ts';
import { classifyTag } from '../interactions/preference-vocabulary.ts';
import type { Difficulty, RecipeStats } from '../recipe.ts';
import { ageInDays, HOUR_MS, type RankingCandidate } from './candidate.ts';
import { shuffled } from './seeded-random.ts';

/**
 * The sitewide personalised score. Where a rule comes without a number, the number is ours and
 * named here (see docs/decisions/004-feed-ranking.md).
 */
export const SITEWIDE_SCORE = {
  popularityWeights: { view: 0.1, like: 2, share: 3, save: 2.5 },
  popularityScale: 10,
  /** Freshness: up to 5 points, one fewer per day of age. */
  freshnessMaxPoints: 5,
  newRecipeBonus: 10,
  perChosenCategory: 25,
  viewedUnder24h: -20,
  viewedUnder72h: -10,
  difficultyPreferenceFactor: 2,
  /**
   * Each of the recipe's tags that the visitor's cuisine, meal, cooking-method or dietary weights
   * hold adds its weight (each weight is at most 20), all of them together at most 30: less than two
   * chosen categories, so a taste learnt from browsing nudges the order and never buries the rest.
   */
  tagPreferenceFactor: 1,
  tagPreferenceMaxPoints: 30,
  mealTimeBonus: 15,
  mealWindows: [
    { tag: 'breakfast', from: 6, to: 11 },
    { tag: 'lunch', from: 11, to: 15 },
    { tag: 'dinner', from: 17, to: 22 },
  ],
  varietyMaxPoints: 10,
  varietyAfterViews: 5,
  likedBeforeBonus: 5,
} as const;

export interface VisitorProfile {
  /** Category names chosen in onboarding. */
  chosenCategories: readonly string[];
  recentlyViewed: ReadonlyMap<string, Date>;
  likedIds: ReadonlySet<string>;
  difficultyWeights: Partial<Record<Difficulty, number>>;
  /** The interaction record's weights of the families a recipe's tags feed, by tag slug. */
  tagPreferenceWeights: Partial<Record<TagPreferenceFamily, Readonly<Record<string, number>>>>;
  /** The visitor's local hour (0-23), or null when their time zone is unknown. */
  localHour: number | null;
  /** How many recipes this browser has viewed in all. */
  totalViews: number;
}

export function popularityScore(stats: RecipeStats): number {
  const w = SITEWIDE_SCORE.popularityWeights;
  const popularity =
    stats.views * w.view + stats.likes * w.like + stats.shares * w.share + stats.saves * w.save;
  return Math.log1p(popularity) * SITEWIDE_SCORE.popularityScale;
}

/** A weight as the record bounds it, whatever a browser sent. */
const capped = (weight: number) => Math.min(PREFERENCE_WEIGHT_BOUNDS.cap, weight);

type Classified = NonNullable<ReturnType<typeof classifyTag>> & { id: string };

/** Tag names seen by the ranking, classified once (the catalogue's tags are few). */
const classified = new Map<string, Classified | null>();
function classifyOnce(name: string): Classified | null {
  const known = classified.get(name);
  if (known !== undefined) return known;
  if (classified.size > 10_000) classified.clear();
  const found = classifyTag(name);
  const entry = found && { ...found, id: `${found.family}/${found.key}` };
  classified.set(name, entry);
  return entry;
}

/** The bounded bonus of the visitor's cuisine, meal, cooking-method and dietary weights for these tags. */
export function tagPreferencePoints(
  tagNames: readonly string[],
  weights: VisitorProfile['tagPreferenceWeights'],
) {
  let points = 0;
  let counted: Set<string> | undefined;
  for (const name of tagNames) {
    const found = classifyOnce(name);
    if (!found || found.family === 'difficultyLevels') continue;
    const weight = weights[found.family]?.[found.key];
    // A tag the visitor holds no weight for adds nothing, however often its key comes back.
    if (!weight) continue;
    counted ??= new Set();
    if (counted.has(found.id)) continue;
    counted.add(found.id);
    points += capped(weight) * SITEWIDE_SCORE.tagPreferenceFactor;
  }
  return Math.min(points, SITEWIDE_SCORE.tagPreferenceMaxPoints);
}

/**
 * The sitewide score for one visitor at one moment: what depends on the visitor alone (chosen
 * categories, meal window, whether any tag weights) is worked out once for the whole pool.
 */
export function sitewideScorer(visitor: VisitorProfile, now: Date, random: () => number) {
  const s = SITEWIDE_SCORE;
  const chosen = new Set(visitor.chosenCategories.map((name) => name.toLowerCase()));
  const hour = visitor.localHour;
  const meal = hour === null ? undefined : s.mealWindows.find((w) => hour >= w.from && hour < w.to);
  const weighsTags = Object.values(visitor.tagPreferenceWeights).some(
    (weights) => weights && Object.keys(weights).length > 0,
  );
  return (recipe: RankingCandidate) => {
    const days = ageInDays(recipe.created_at, now);
    let score = popularityScore(recipe.stats);
    score += Math.max(0, s.freshnessMaxPoints - days);
    if (days < NEW_RECIPE_DAYS) score += s.newRecipeBonus;

    for (const name of recipe.category_names)
      if (chosen.has(name.toLowerCase())) score += s.perChosenCategory;

    const viewedAt = visitor.recentlyViewed.get(recipe.id);
    if (viewedAt) {
      const hoursAgo = (now.getTime() - viewedAt.getTime()) / HOUR_MS;
      if (hoursAgo < 24) score += s.viewedUnder24h;
      else if (hoursAgo < 72) score += s.viewedUnder72h;
    }
    if (recipe.difficulty)
      score += capped(visitor.difficultyWeights[recipe.difficulty] ?? 0) * s.difficultyPreferenceFactor;
    if (weighsTags) score += tagPreferencePoints(recipe.tag_names, visitor.tagPreferenceWeights);

    if (meal && recipe.tag_names.some((name) => name.toLowerCase() === meal.tag)) score += s.mealTimeBonus;
    if (visitor.totalViews > s.varietyAfterViews) score += random() * s.varietyMaxPoints;
    if (visitor.likedIds.has(recipe.id)) score += s.likedBeforeBonus;
    return score;
  };
}

export function sitewideScore(
  recipe: RankingCandidate,
  visitor: VisitorProfile,
  now: Date,
  random: () => number,
) {
  return sitewideScorer(visitor, now, random)(recipe);
}

/** Engagement: views*1, likes*10, shares*15, saves*12; shown with each feed item. */
export function engagementScore(stats: RecipeStats): number {
  const w = SITEWIDE_ENGAGEMENT_WEIGHTS;
  return stats.views * w.view + stats.likes * w.like + stats.shares * w.share + stats.saves * w.save;
}

/**
 * Orders the feed: rank by the personalised score, split the ranking into its top 30%, middle 40% and
 * bottom 30%, shuffle within each part and interleave them (top, middle, bottom, top, …).
 */
export function orderSitewideFeed<T extends RankingCandidate>(
  candidates: readonly T[],
  visitor: VisitorProfile,
  now: Date,
  random: () => number,
): T[] {
  const score = sitewideScorer(visitor, now, random);
  const ranked = candidates
    .map((c) => ({ c, score: score(c) }))
    .sort((a, b) => b.score - a.score || a.c.id.localeCompare(b.c.id))
    .map((s) => s.c);
  const topEnd = Math.round(ranked.length * BUCKET_SPLIT.top);
  const middleEnd = topEnd + Math.round(ranked.length * BUCKET_SPLIT.middle);
  const parts = [ranked.slice(0, topEnd), ranked.slice(topEnd, middleEnd), ranked.slice(middleEnd)].map(
    (part) => shuffled(part, random),
  );
  const feed: T[] = [];
  for (let i = 0; feed.length < ranked.length; i++) {
    for (const part of parts) {
      const item = part[i];
      if (item) feed.push(item);
    }
  }
  return feed;
}

/** The hour of `now` in an IANA time zone, or null when the zone is unknown. */
export function localHourIn(timeZone: string | undefined, now: Date): number | null {
  if (!timeZone) return null;
  try {
    const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(
      now,
    );
    return Number(hour);
  } catch {
    return null;
  }
}
