import { DIFFICULTIES } from '../constants.ts';
import { CATEGORY_KEYWORDS } from '../tag-rules.ts';
import { slugify } from '../text.ts';

/** The interaction record's preference weight families, as the spec lists them. */
export const PREFERENCE_FAMILIES = [
  'cuisineTypes',
  'mealTypes',
  'difficultyLevels',
  'cookingMethods',
  'dietaryPreferences',
] as const;
export type PreferenceFamily = (typeof PREFERENCE_FAMILIES)[number];
/** The families a recipe's tags feed (its difficulty feeds difficultyLevels). */
export type TagPreferenceFamily = Exclude<PreferenceFamily, 'difficultyLevels'>;

/**
 * Tag words of each family, as slugs: the importer's category keywords plus a few common ones it
 * does not use to make categories.
 */
export const PREFERENCE_VOCABULARY: Record<TagPreferenceFamily, readonly string[]> = {
  cuisineTypes: [
    ...CATEGORY_KEYWORDS.cuisine,
    'asian',
    'mediterranean',
    'american',
    'middle eastern',
    'vietnamese',
    'spanish',
    'cajun',
  ].map(slugify),
  mealTypes: [...CATEGORY_KEYWORDS.meal].map(slugify),
  cookingMethods: [
    ...CATEGORY_KEYWORDS.method,
    'sheet pan',
    'stir fry',
    'instant pot',
    'pressure cooker',
    'smoked',
    'steamed',
    'raw',
  ].map(slugify),
  dietaryPreferences: [...CATEGORY_KEYWORDS.diet, 'high protein', 'low-fat', 'sugar-free'].map(slugify),
};

const FAMILY_BY_WORD = new Map<string, TagPreferenceFamily>(
  (Object.entries(PREFERENCE_VOCABULARY) as [TagPreferenceFamily, readonly string[]][]).flatMap(
    ([family, words]) => words.map((word) => [word, family] as const),
  ),
);

export interface PreferenceKey {
  family: PreferenceFamily;
  /** A slug of the vocabulary ('air-fryer'), or a difficulty. */
  key: string;
}

function lookUp(words: string): PreferenceKey | null {
  for (const key of [words, words.replace(/s$/, ''), words.replace(/es$/, '')]) {
    const family = FAMILY_BY_WORD.get(key);
    if (family) return { family, key };
  }
  return null;
}

/**
 * 'Air Fryer' → cookingMethods/air-fryer, 'Snacks' → mealTypes/snack, 'Italian Food' →
 * cuisineTypes/italian: the whole name, else its longest run of words in the vocabulary (leftmost
 * first); null when none is.
 */
export function classifyTag(name: string): PreferenceKey | null {
  const words = slugify(name).split('-').filter(Boolean);
  for (let length = words.length; length > 0; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const found = lookUp(words.slice(start, start + length).join('-'));
      if (found) return found;
    }
  }
  return null;
}

const isDifficulty = (value: string): value is (typeof DIFFICULTIES)[number] =>
  (DIFFICULTIES as readonly string[]).includes(value);

/** The preference keys a recipe feeds: its classified tags (categories among them) and its difficulty. */
export function recipePreferenceKeys(recipe: {
  tagNames: readonly string[];
  difficulty?: string | null | undefined;
}): PreferenceKey[] {
  const keys = new Map<string, PreferenceKey>();
  for (const name of recipe.tagNames) {
    const found = classifyTag(name);
    if (found) keys.set(`${found.family}/${found.key}`, found);
  }
  if (recipe.difficulty && isDifficulty(recipe.difficulty))
    keys.set(`difficultyLevels/${recipe.difficulty}`, { family: 'difficultyLevels', key: recipe.difficulty });
  return [...keys.values()];
}
