import { type FeedRequest, feedPreferenceWeights } from '@viral/domain';
import { readCategoryPreferences, readInteractionRecord } from '@viral/ui';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FEED_SIZE = 50;

/**
 * The explore feed request: this browser's chosen categories, recent views, likes, and the tastes its
 * interaction record has learnt (cuisine, meal, difficulty, cooking method, diet).
 */
export function feedRequest(tag?: string): FeedRequest {
  const record = readInteractionRecord();
  const viewed = record.viewedRecipes.filter((id) => UUID.test(id)).slice(0, 200);
  return {
    ...(tag && { tag }),
    categories: readCategoryPreferences(),
    recently_viewed: viewed.map((id) => ({
      id,
      viewed_at: record.interactionTimes[id] ?? record.sessionStart,
    })),
    liked_ids: record.likedRecipes.filter((id) => UUID.test(id)).slice(0, 500),
    ...feedPreferenceWeights(record.preferences),
    time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    total_views: record.viewedRecipes.length,
    limit: FEED_SIZE,
  };
}
