import type { Database } from '@viral/db';
import {
  engagementScore,
  FEED_PREFERENCE_FIELDS,
  type FeedItem,
  type feedRequestSchema,
  localHourIn,
  orderSitewideFeed,
  orderTagExploreFeed,
  seededRandom,
  type VisitorProfile,
} from '@viral/domain';
import type { z } from 'zod';
import { notFound } from '../http/api-error.ts';
import { loadRecipes } from '../recipes/recipe-reads.ts';
import { tagIdBySlug } from '../tags/tag-ids.ts';
import type { CandidatePoolCache } from './candidate-pool-cache.ts';
import { loadCandidates, sitewideCandidateIds, tagFeedCandidateIds } from './feed-candidates.ts';

type FeedRequest = z.output<typeof feedRequestSchema>;

function tagPreferenceWeights(weights: FeedRequest['preference_weights']) {
  return Object.fromEntries(
    Object.entries(FEED_PREFERENCE_FIELDS).map(([field, family]) => [
      family,
      weights[field as keyof typeof FEED_PREFERENCE_FIELDS] ?? {},
    ]),
  );
}

function visitorProfile(request: FeedRequest, now: Date): VisitorProfile {
  return {
    chosenCategories: request.categories,
    recentlyViewed: new Map(request.recently_viewed.map((view) => [view.id, new Date(view.viewed_at)])),
    likedIds: new Set(request.liked_ids),
    difficultyWeights: request.difficulty_weights,
    tagPreferenceWeights: tagPreferenceWeights(request.preference_weights),
    localHour: localHourIn(request.time_zone, now),
    totalViews: request.total_views,
  };
}

const uncached: CandidatePoolCache = (_key, load) => load();

/** The explore feed, sitewide or for one tag, ranked on the server by the feed scores. */
export async function buildExploreFeed(
  db: Database,
  request: FeedRequest,
  now = new Date(),
  pools: CandidatePoolCache = uncached,
): Promise<FeedItem[]> {
  const random = seededRandom(request.seed ?? Math.floor(Math.random() * 2 ** 32));
  let ordered: { id: string }[];
  if (request.tag) {
    const tagId = await tagIdBySlug(db, request.tag);
    if (!tagId) throw notFound('Tag');
    const candidates =
      (await pools(`tag:${tagId}`, async () => loadCandidates(db, await tagFeedCandidateIds(db, tagId)))) ??
      [];
    const recentlyViewedIds = new Set(request.recently_viewed.map((view) => view.id));
    ordered = orderTagExploreFeed(candidates, { now, random, recentlyViewedIds });
  } else {
    const categories = [...new Set(request.categories.map((name) => name.toLowerCase()))].sort();
    const candidates =
      (await pools(`sitewide:${JSON.stringify(categories)}`, async () =>
        loadCandidates(db, await sitewideCandidateIds(db, categories)),
      )) ?? [];
    ordered = orderSitewideFeed(candidates, visitorProfile(request, now), now, random);
  }
  const recipes = await loadRecipes(
    db,
    ordered.slice(0, request.limit).map((c) => c.id),
  );
  return recipes.map((recipe) => ({ ...recipe, engagement_score: engagementScore(recipe.recipe_stats) }));
}
