import { STORAGE_KEYS, withChosenCategories } from '@viral/domain';
import { readInteractionRecord, recordTagView } from './interaction-record.ts';
import { isStringArray, readStored, writeStored } from './local-store.ts';

const isFlag = (value: unknown): value is boolean => typeof value === 'boolean';

/** The category names chosen in onboarding, stored as user_category_preferences. */
export function readCategoryPreferences(): string[] {
  return readStored(STORAGE_KEYS.categoryPreferences, [], isStringArray);
}

/** Whether onboarding was completed or skipped, stored as category_preferences_set. */
export function categoryPreferencesSet(): boolean {
  return readStored(STORAGE_KEYS.categoryPreferencesSet, false, isFlag);
}

/** 'Italian Food' → 'italian-food': lower-cased, spaces turned into hyphens. */
export const categoryTagSlug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

/**
 * Stores the onboarding choice and the flag; each chosen category records a tag view and sets 10
 * in its own preference family (Breakfast a meal type, Vegan a diet). Skip saves an empty list.
 */
export function saveCategoryPreferences(names: string[]): void {
  writeStored(STORAGE_KEYS.categoryPreferences, names);
  writeStored(STORAGE_KEYS.categoryPreferencesSet, true);
  for (const name of names) recordTagView(categoryTagSlug(name));
  if (names.length === 0) return;
  writeStored(STORAGE_KEYS.interactionRecord, withChosenCategories(readInteractionRecord(), names));
}
