import {
  type BehaviourAction,
  type BehaviourRecord,
  emptyBehaviourRecord,
  parseBehaviourRecord,
  STORAGE_KEYS,
  type TrackedRecipe,
  withRecipeAction,
} from '@viral/domain';
import { readParsed, writeStored } from './local-store.ts';

export type { BehaviourRecord };

/** The stored behaviour record, an older one migrated; a corrupt one gives defaults with a warning. */
export function readBehaviour(): BehaviourRecord {
  return readParsed(STORAGE_KEYS.behaviour, emptyBehaviourRecord(), parseBehaviourRecord);
}

/**
 * Tracks the first view, like or share of a recipe (only the first is tracked per browser); its
 * tags and difficulty feed the preference weights (see withRecipeAction).
 */
export function trackRecipe(action: BehaviourAction, recipe: TrackedRecipe): void {
  const next = withRecipeAction(readBehaviour(), action, recipe);
  if (next) writeStored(STORAGE_KEYS.behaviour, next);
}

/** What a tracked action needs of a recipe as the API returns it. */
export function trackedRecipe(recipe: {
  id: string;
  difficulty?: string | null | undefined;
  tags?: readonly { name: string }[] | undefined;
}): TrackedRecipe {
  return {
    id: recipe.id,
    difficulty: recipe.difficulty,
    tagNames: recipe.tags?.map((tag) => tag.name) ?? [],
  };
}

/** Records a tag view (by slug); the newest first, each tag once. */
export function trackTagView(slug: string): void {
  const record = readBehaviour();
  record.viewedTags = [slug, ...record.viewedTags.filter((tag) => tag !== slug)];
  writeStored(STORAGE_KEYS.behaviour, record);
}

/** Ids of the most recently viewed recipes, newest first. */
export function recentlyViewedIds(count: number): string[] {
  return readBehaviour().viewedRecipes.slice(0, count);
}
