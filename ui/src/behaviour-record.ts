import { PREFERENCE_WEIGHTS, STORAGE_KEYS } from '@viral/domain';
import { isStringArray, readStored, writeStored } from './local-store.ts';

type Weights = Record<string, number>;

/** The visitor's behaviour record: what they viewed, liked and shared, and what they prefer. */
export type BehaviourRecord = {
  viewedRecipes: string[];
  likedRecipes: string[];
  sharedRecipes: string[];
  viewedTags: string[];
  /** Recipe id → ISO time of its first tracked interaction. */
  interactionTimes: Record<string, string>;
  sessionStart: string;
  categoryPreferences: string[];
  preferences: {
    cuisineTypes: Weights;
    mealTypes: Weights;
    difficultyLevels: Weights;
    cookingMethods: Weights;
    dietaryPreferences: Weights;
  };
};

const emptyRecord = (): BehaviourRecord => ({
  viewedRecipes: [],
  likedRecipes: [],
  sharedRecipes: [],
  viewedTags: [],
  interactionTimes: {},
  sessionStart: new Date().toISOString(),
  categoryPreferences: [],
  preferences: {
    cuisineTypes: {},
    mealTypes: {},
    difficultyLevels: {},
    cookingMethods: {},
    dietaryPreferences: {},
  },
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isRecord(value: unknown): value is BehaviourRecord {
  if (!isObject(value)) return false;
  const lists = ['viewedRecipes', 'likedRecipes', 'sharedRecipes', 'viewedTags', 'categoryPreferences'];
  return (
    lists.every((key) => isStringArray(value[key])) &&
    isObject(value.interactionTimes) &&
    typeof value.sessionStart === 'string' &&
    isObject(value.preferences) &&
    isObject(value.preferences.difficultyLevels)
  );
}

export function readBehaviour(): BehaviourRecord {
  return readStored(STORAGE_KEYS.behaviour, emptyRecord(), isRecord);
}

type RecipeList = 'viewedRecipes' | 'likedRecipes' | 'sharedRecipes';
const WEIGHT: Record<RecipeList, number> = {
  viewedRecipes: PREFERENCE_WEIGHTS.view,
  likedRecipes: PREFERENCE_WEIGHTS.like,
  sharedRecipes: PREFERENCE_WEIGHTS.share,
};

/**
 * Tracks the first view, like or share of a recipe (only the first is tracked per browser); the
 * newest is kept first. The recipe's difficulty adds that action's weight to the difficulty preference.
 */
export function trackRecipe(list: RecipeList, recipeId: string, difficulty?: string | null): void {
  const record = readBehaviour();
  if (record[list].includes(recipeId)) return;
  record[list] = [recipeId, ...record[list]];
  record.interactionTimes[recipeId] ??= new Date().toISOString();
  if (difficulty) {
    const levels = record.preferences.difficultyLevels;
    levels[difficulty] = (levels[difficulty] ?? 0) + WEIGHT[list];
  }
  writeStored(STORAGE_KEYS.behaviour, record);
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
