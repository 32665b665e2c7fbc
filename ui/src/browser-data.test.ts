import { STORAGE_KEYS } from '@viral/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBehaviour, recentlyViewedIds, trackRecipe, trackTagView } from './behaviour-record.ts';
import {
  categoryPreferencesSet,
  readCategoryPreferences,
  saveCategoryPreferences,
} from './category-preferences.ts';
import { enableExploreMode, exploreModeEnabled } from './explore-preference.ts';
import { readMeasureSystem, saveMeasureSystem } from './measure-preference.ts';

afterEach(() => localStorage.clear());

describe('browser-local data', () => {
  it('tracks only the first view of a recipe, newest first, with a difficulty weight', () => {
    trackRecipe('viewedRecipes', 'a', 'easy');
    trackRecipe('viewedRecipes', 'b', 'easy');
    trackRecipe('viewedRecipes', 'a', 'easy');
    trackRecipe('likedRecipes', 'a', 'easy');
    expect(recentlyViewedIds(10)).toEqual(['b', 'a']);
    const record = readBehaviour();
    expect(record.likedRecipes).toEqual(['a']);
    expect(record.preferences.difficultyLevels.easy).toBe(1 + 1 + 3);
    expect(record.interactionTimes.a).toMatch(/^\d{4}-/);
  });

  it('survives a corrupt behaviour record with a warning and defaults', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEYS.behaviour, '{not json');
    expect(readBehaviour().viewedRecipes).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.behaviour, JSON.stringify({ viewedRecipes: 'nope' }));
    expect(recentlyViewedIds(10)).toEqual([]);
    trackTagView('italian');
    expect(readBehaviour().viewedTags).toEqual(['italian']);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('stores onboarding choices under their fixed keys and records a tag view per category', () => {
    expect(categoryPreferencesSet()).toBe(false);
    saveCategoryPreferences(['Comfort Food', 'Italian']);
    expect(localStorage.getItem('user_category_preferences')).toBe('["Comfort Food","Italian"]');
    expect(localStorage.getItem('category_preferences_set')).toBe('true');
    expect(readCategoryPreferences()).toEqual(['Comfort Food', 'Italian']);
    expect(readBehaviour().viewedTags).toEqual(['italian', 'comfort-food']);
  });

  it('reads corrupt preferences as unset', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('user_category_preferences', '{"a":1}');
    localStorage.setItem('category_preferences_set', 'yes please');
    expect(readCategoryPreferences()).toEqual([]);
    expect(categoryPreferencesSet()).toBe(false);
  });

  it("stores the explore preference as 'enabled'", () => {
    expect(exploreModeEnabled()).toBe(false);
    enableExploreMode();
    expect(localStorage.getItem(STORAGE_KEYS.explorePreference)).toBe('"enabled"');
    expect(exploreModeEnabled()).toBe(true);
  });
});

describe('measure preference', () => {
  it('is as written until chosen, then remembered; a corrupt value falls back', () => {
    expect(readMeasureSystem()).toBe('as-written');
    saveMeasureSystem('metric');
    expect(readMeasureSystem()).toBe('metric');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('viral_measure_system', '"imperial"');
    expect(readMeasureSystem()).toBe('as-written');
    expect(warn).toHaveBeenCalledOnce();
  });
});
