import {
  emptyInteractionRecord,
  type InteractionKind,
  type InteractionRecord,
  parseInteractionRecord,
  type RecordedRecipe,
  STORAGE_KEYS,
  withRecipeAction,
} from '@viral/domain';
import { readParsed, writeStored } from './local-store.ts';

export type { InteractionRecord };

/** The stored interaction record, an older one migrated; a corrupt one gives defaults with a warning. */
export function readInteractionRecord(): InteractionRecord {
  return readParsed(STORAGE_KEYS.interactionRecord, emptyInteractionRecord(), parseInteractionRecord);
}

/**
 * Records the first view, like or share of a recipe (only the first is recorded per browser); its
 * tags and difficulty feed the preference weights (see withRecipeAction).
 */
export function recordInteraction(action: InteractionKind, recipe: RecordedRecipe): void {
  const next = withRecipeAction(readInteractionRecord(), action, recipe);
  if (next) writeStored(STORAGE_KEYS.interactionRecord, next);
}

/** What a recorded interaction needs of a recipe as the API returns it. */
export function recordedRecipe(recipe: {
  id: string;
  difficulty?: string | null | undefined;
  tags?: readonly { name: string }[] | undefined;
}): RecordedRecipe {
  return {
    id: recipe.id,
    difficulty: recipe.difficulty,
    tagNames: recipe.tags?.map((tag) => tag.name) ?? [],
  };
}

/** Records a tag view (by slug); the newest first, each tag once. */
export function recordTagView(slug: string): void {
  const record = readInteractionRecord();
  record.viewedTags = [slug, ...record.viewedTags.filter((tag) => tag !== slug)];
  writeStored(STORAGE_KEYS.interactionRecord, record);
}

/** Ids of the most recently viewed recipes, newest first. */
export function recentlyViewedIds(count: number): string[] {
  return readInteractionRecord().viewedRecipes.slice(0, count);
}
