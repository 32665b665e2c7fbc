import { PREFERENCE_WEIGHT_BOUNDS, PREFERENCE_WEIGHTS } from '../constants.ts';
import {
  classifyTag,
  PREFERENCE_FAMILIES,
  type PreferenceFamily,
  type PreferenceKey,
  recipePreferenceKeys,
} from './preference-vocabulary.ts';

export type PreferenceWeights = Record<PreferenceFamily, Record<string, number>>;

/** The visitor's interaction record (browser-local): what they viewed, liked and shared, and what they prefer. */
export interface InteractionRecord {
  viewedRecipes: string[];
  likedRecipes: string[];
  sharedRecipes: string[];
  viewedTags: string[];
  /** Recipe id → ISO time of its first recorded interaction. */
  interactionTimes: Record<string, string>;
  sessionStart: string;
  categoryPreferences: string[];
  preferences: PreferenceWeights;
}

export type InteractionKind = 'view' | 'like' | 'share';
const LIST_OF: Record<InteractionKind, 'viewedRecipes' | 'likedRecipes' | 'sharedRecipes'> = {
  view: 'viewedRecipes',
  like: 'likedRecipes',
  share: 'sharedRecipes',
};

/** What the record needs to know about a recipe the visitor acted on. */
export interface RecordedRecipe {
  id: string;
  difficulty?: string | null | undefined;
  /** Names of the recipe's tags, categories included. */
  tagNames?: readonly string[] | undefined;
}

const emptyWeights = (): PreferenceWeights => ({
  cuisineTypes: {},
  mealTypes: {},
  difficultyLevels: {},
  cookingMethods: {},
  dietaryPreferences: {},
});

export const emptyInteractionRecord = (now = new Date()): InteractionRecord => ({
  viewedRecipes: [],
  likedRecipes: [],
  sharedRecipes: [],
  viewedTags: [],
  interactionTimes: {},
  sessionStart: now.toISOString(),
  categoryPreferences: [],
  preferences: emptyWeights(),
});

const round = (weight: number) => Math.round(weight * 100) / 100;

/** Keeps a family's strongest keys, each capped, rounded, and dropped once faded out. */
function bounded(weights: Record<string, number>): Record<string, number> {
  const { cap, keysPerFamily, dropBelow } = PREFERENCE_WEIGHT_BOUNDS;
  return Object.fromEntries(
    Object.entries(weights)
      .filter(([, weight]) => weight >= dropBelow)
      .map(([key, weight]) => [key, round(Math.min(cap, weight))] as const)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, keysPerFamily),
  );
}

function withWeights(preferences: PreferenceWeights, keys: PreferenceKey[], increment: number) {
  const next = emptyWeights();
  for (const family of PREFERENCE_FAMILIES) {
    const faded: Record<string, number> = {};
    for (const [key, weight] of Object.entries(preferences[family]))
      faded[key] = weight * PREFERENCE_WEIGHT_BOUNDS.decay;
    for (const found of keys.filter((k) => k.family === family))
      faded[found.key] = (faded[found.key] ?? 0) + increment;
    next[family] = bounded(faded);
  }
  return next;
}

/**
 * The record after a view, like or share: only the first of each per recipe is recorded (null when
 * already recorded). The newest id comes first, and the recipe's tags and difficulty add the
 * action's weight (view 1, like 3, share 5) to their families after every weight has faded a little.
 */
export function withRecipeAction(
  record: InteractionRecord,
  action: InteractionKind,
  recipe: RecordedRecipe,
  now = new Date(),
): InteractionRecord | null {
  const list = LIST_OF[action];
  if (record[list].includes(recipe.id)) return null;
  const keys = recipePreferenceKeys({ tagNames: recipe.tagNames ?? [], difficulty: recipe.difficulty });
  return {
    ...record,
    [list]: [recipe.id, ...record[list]],
    interactionTimes: {
      ...record.interactionTimes,
      [recipe.id]: record.interactionTimes[recipe.id] ?? now.toISOString(),
    },
    preferences: withWeights(record.preferences, keys, PREFERENCE_WEIGHTS[action]),
  };
}

/** The onboarding's choice: stored as the category preferences, each chosen category sets 10 in its family. */
export function withChosenCategories(record: InteractionRecord, names: readonly string[]): InteractionRecord {
  const preferences = structuredClone(record.preferences);
  for (const name of names) {
    const found = classifyTag(name);
    if (found) preferences[found.family][found.key] = PREFERENCE_WEIGHTS.chosenCategory;
  }
  for (const family of PREFERENCE_FAMILIES) preferences[family] = bounded(preferences[family]);
  return { ...record, categoryPreferences: [...names], preferences };
}
