import { DIFFICULTIES, PREFERENCE_WEIGHT_BOUNDS } from '../constants.ts';
import type { InteractionRecord, PreferenceWeights } from './interaction-record.ts';
import { emptyInteractionRecord } from './interaction-record.ts';
import { classifyTag, PREFERENCE_FAMILIES } from './preference-vocabulary.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isWeight = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * Stored weights in today's families. Records written before every family was fed kept each chosen
 * category under cuisineTypes ('Breakfast', 'Vegan'); any key a family holds is classified again
 * and moves to its family, a key outside the vocabulary is dropped, and every weight is capped.
 */
function migrateWeights(stored: unknown): PreferenceWeights {
  const weights = emptyInteractionRecord().preferences;
  if (!isObject(stored)) return weights;
  const put = (family: keyof PreferenceWeights, key: string, weight: number) => {
    const capped = Math.min(PREFERENCE_WEIGHT_BOUNDS.cap, weight);
    weights[family][key] = Math.max(weights[family][key] ?? 0, capped);
  };
  for (const family of PREFERENCE_FAMILIES) {
    const entries = stored[family];
    if (!isObject(entries)) continue;
    for (const [key, weight] of Object.entries(entries)) {
      if (!isWeight(weight)) continue;
      if (family === 'difficultyLevels') {
        if ((DIFFICULTIES as readonly string[]).includes(key)) put(family, key, weight);
        continue;
      }
      const found = classifyTag(key);
      if (found) put(found.family, found.key, weight);
    }
  }
  for (const family of PREFERENCE_FAMILIES) {
    const strongest = Object.entries(weights[family])
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, PREFERENCE_WEIGHT_BOUNDS.keysPerFamily);
    weights[family] = Object.fromEntries(strongest);
  }
  return weights;
}

/**
 * The record as stored, brought to today's shape; null when it is not a interaction record at all (the
 * caller then warns and starts afresh). Lists and times must be there; the weights are migrated.
 */
export function parseInteractionRecord(value: unknown): InteractionRecord | null {
  if (!isObject(value)) return null;
  const { viewedRecipes, likedRecipes, sharedRecipes, viewedTags, categoryPreferences } = value;
  if (
    !isStringArray(viewedRecipes) ||
    !isStringArray(likedRecipes) ||
    !isStringArray(sharedRecipes) ||
    !isStringArray(viewedTags) ||
    !isStringArray(categoryPreferences) ||
    !isObject(value.interactionTimes) ||
    typeof value.sessionStart !== 'string'
  )
    return null;
  const interactionTimes = Object.fromEntries(
    Object.entries(value.interactionTimes).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return {
    viewedRecipes,
    likedRecipes,
    sharedRecipes,
    viewedTags,
    interactionTimes,
    sessionStart: value.sessionStart,
    categoryPreferences,
    preferences: migrateWeights(value.preferences),
  };
}
