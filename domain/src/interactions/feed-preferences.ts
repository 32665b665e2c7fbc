// No zod here: the explore screens import this, and zod's start-up probe trips the site's CSP.
import { DIFFICULTIES } from '../constants.ts';
import type { PreferenceWeights } from './interaction-record.ts';
import type { TagPreferenceFamily } from './preference-vocabulary.ts';

/** The feed request's names for the families a recipe's tags feed. */
export const FEED_PREFERENCE_FIELDS = {
  cuisine_types: 'cuisineTypes',
  meal_types: 'mealTypes',
  cooking_methods: 'cookingMethods',
  dietary_preferences: 'dietaryPreferences',
} as const satisfies Record<string, TagPreferenceFamily>;
export type FeedPreferenceField = keyof typeof FEED_PREFERENCE_FIELDS;

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
