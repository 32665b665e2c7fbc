import { z } from 'zod';
import { DIFFICULTIES, PREFERENCE_WEIGHT_BOUNDS } from '../constants.ts';
import type { PreferenceWeights } from './behaviour-record.ts';
import type { TagPreferenceFamily } from './preference-vocabulary.ts';

/** The feed request's names for the families a recipe's tags feed. */
export const FEED_PREFERENCE_FIELDS = {
  cuisine_types: 'cuisineTypes',
  meal_types: 'mealTypes',
  cooking_methods: 'cookingMethods',
  dietary_preferences: 'dietaryPreferences',
} as const satisfies Record<string, TagPreferenceFamily>;
type FeedPreferenceField = keyof typeof FEED_PREFERENCE_FIELDS;

const { cap, keysPerFamily } = PREFERENCE_WEIGHT_BOUNDS;

/** One family's weights as the browser sends them: at most 20 slug keys, each weight 0..20. */
const familyWeightsSchema = z
  .record(
    z.string().regex(/^[a-z0-9-]{1,40}$/, 'a preference key is a slug of at most 40 characters'),
    z.number().min(0).max(cap),
  )
  .refine((weights) => Object.keys(weights).length <= keysPerFamily, {
    message: `at most ${keysPerFamily} preferences per family`,
  });

export const preferenceWeightsSchema = z
  .object({
    cuisine_types: familyWeightsSchema,
    meal_types: familyWeightsSchema,
    cooking_methods: familyWeightsSchema,
    dietary_preferences: familyWeightsSchema,
  })
  .partial()
  .strict();

/** The record's weights as the feed request carries them (difficulty goes in difficulty_weights). */
export function feedPreferenceWeights(preferences: PreferenceWeights) {
  const entries = Object.entries(FEED_PREFERENCE_FIELDS) as [FeedPreferenceField, TagPreferenceFamily][];
  return {
    preference_weights: Object.fromEntries(
      entries.map(([field, family]) => [field, { ...preferences[family] }]),
    ) as Record<FeedPreferenceField, Record<string, number>>,
    difficulty_weights: Object.fromEntries(
      DIFFICULTIES.flatMap((level) => {
        const weight = preferences.difficultyLevels[level];
        return weight === undefined ? [] : [[level, weight]];
      }),
    ),
  };
}
