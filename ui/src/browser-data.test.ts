import { PREFERENCE_WEIGHT_BOUNDS, STORAGE_KEYS } from '@viral/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  categoryPreferencesSet,
  readCategoryPreferences,
  saveCategoryPreferences,
} from './category-preferences.ts';
import { enableExploreMode, exploreModeEnabled } from './explore-preference.ts';
import {
  readInteractionRecord,
  recentlyViewedIds,
  recordInteraction,
  recordTagView,
} from './interaction-record.ts';
import { readMeasureSystem, saveMeasureSystem } from './measure-preference.ts';

afterEach(() => localStorage.clear());

describe('browser-local data', () => {
  it('tracks only the first view of a recipe, newest first, feeding the weights of its tags and difficulty', () => {
    const a = { id: 'a', difficulty: 'easy', tagNames: ['Breakfast', 'Vegan', 'Viral'] };
    const b = { id: 'b', difficulty: 'easy', tagNames: ['Italian', 'Baked'] };
    recordInteraction('view', a);
    recordInteraction('view', b);
    recordInteraction('view', a);
    recordInteraction('like', a);
    expect(recentlyViewedIds(10)).toEqual(['b', 'a']);
    const record = readInteractionRecord();
    expect(record.likedRecipes).toEqual(['a']);
    const { decay } = PREFERENCE_WEIGHT_BOUNDS;
    // Each recorded interaction fades what was there, then adds view 1 or like 3.
    expect(record.preferences.difficultyLevels.easy).toBeCloseTo((1 * decay + 1) * decay + 3, 2);
    expect(record.preferences.mealTypes.breakfast).toBeCloseTo(decay * decay + 3, 2);
    expect(record.preferences.dietaryPreferences.vegan).toBeCloseTo(decay * decay + 3, 2);
    expect(record.preferences.cuisineTypes).toEqual({ italian: decay });
    expect(record.preferences.cookingMethods).toEqual({ baked: decay });
    expect(record.interactionTimes.a).toMatch(/^\d{4}-/);
  });

  it('migrates a record written before every family was fed, keeping its history', () => {
    localStorage.setItem(
      STORAGE_KEYS.interactionRecord,
      JSON.stringify({
        viewedRecipes: ['a'],
        likedRecipes: [],
        sharedRecipes: [],
        viewedTags: ['breakfast'],
        interactionTimes: { a: '2026-11-20T10:00:00.000Z' },
        sessionStart: '2026-11-20T09:00:00.000Z',
        categoryPreferences: ['Breakfast'],
        preferences: { cuisineTypes: { Breakfast: 10 }, difficultyLevels: { easy: 250 } },
      }),
    );
    recordInteraction('view', { id: 'b', tagNames: ['Dinner'] });
    const record = readInteractionRecord();
    expect(record.viewedRecipes).toEqual(['b', 'a']);
    expect(record.preferences.cuisineTypes).toEqual({});
    expect(record.preferences.mealTypes).toEqual({
      breakfast: 10 * PREFERENCE_WEIGHT_BOUNDS.decay,
      dinner: 1,
    });
    expect(record.preferences.difficultyLevels.easy).toBe(
      PREFERENCE_WEIGHT_BOUNDS.cap * PREFERENCE_WEIGHT_BOUNDS.decay,
    );
  });

  it('survives a corrupt interaction record with a warning and defaults', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEYS.interactionRecord, '{not json');
    expect(readInteractionRecord().viewedRecipes).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.interactionRecord, JSON.stringify({ viewedRecipes: 'nope' }));
    expect(recentlyViewedIds(10)).toEqual([]);
    recordTagView('italian');
    expect(readInteractionRecord().viewedTags).toEqual(['italian']);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('stores onboarding choices under their fixed keys and records a tag view per category', () => {
    expect(categoryPreferencesSet()).toBe(false);
    saveCategoryPreferences(['Comfort Food', 'Italian']);
    expect(localStorage.getItem('user_category_preferences')).toBe('["Comfort Food","Italian"]');
    expect(localStorage.getItem('category_preferences_set')).toBe('true');
    expect(readCategoryPreferences()).toEqual(['Comfort Food', 'Italian']);
    const record = readInteractionRecord();
    expect(record.viewedTags).toEqual(['italian', 'comfort-food']);
    expect(record.categoryPreferences).toEqual(['Comfort Food', 'Italian']);
    expect(record.preferences.cuisineTypes).toEqual({ italian: 10 });
  });

  it('sets a chosen category in its own family: Breakfast is a meal type, not a cuisine', () => {
    saveCategoryPreferences(['Breakfast', 'Vegan', 'Air Fryer', 'Mexican']);
    const { preferences } = readInteractionRecord();
    expect(preferences.mealTypes).toEqual({ breakfast: 10 });
    expect(preferences.dietaryPreferences).toEqual({ vegan: 10 });
    expect(preferences.cookingMethods).toEqual({ 'air-fryer': 10 });
    expect(preferences.cuisineTypes).toEqual({ mexican: 10 });
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
