import { describe, expect, it } from 'vitest';
import { emptyBehaviourRecord } from './behaviour-record.ts';
import { parseBehaviourRecord } from './stored-behaviour.ts';

const lists = {
  viewedRecipes: ['a'],
  likedRecipes: [],
  sharedRecipes: [],
  viewedTags: ['breakfast'],
  interactionTimes: { a: '2026-11-20T10:00:00.000Z' },
  sessionStart: '2026-11-20T09:00:00.000Z',
  categoryPreferences: ['Breakfast', 'Italian'],
};

describe('parseBehaviourRecord', () => {
  it('reads a record written today unchanged', () => {
    const record = { ...emptyBehaviourRecord(), ...lists };
    record.preferences.mealTypes = { breakfast: 10, dinner: 2.5 };
    expect(parseBehaviourRecord(JSON.parse(JSON.stringify(record)))).toEqual(record);
  });

  it('moves the categories an older record kept under cuisine types to their families, and caps weights', () => {
    const old = {
      ...lists,
      preferences: {
        cuisineTypes: { Breakfast: 10, Italian: 10, 'Quick Meals': 10, 'Air Fryer': 10 },
        mealTypes: {},
        difficultyLevels: { easy: 4000, medium: 2, legendary: 9, hard: -1 },
        cookingMethods: {},
        dietaryPreferences: {},
      },
    };
    expect(parseBehaviourRecord(old)?.preferences).toEqual({
      cuisineTypes: { italian: 10 },
      mealTypes: { breakfast: 10 },
      difficultyLevels: { easy: 20, medium: 2 },
      cookingMethods: { 'air-fryer': 10 },
      dietaryPreferences: {},
    });
  });

  it('gives empty families to a record missing them, and drops times that are not text', () => {
    const parsed = parseBehaviourRecord({
      ...lists,
      interactionTimes: { a: '2026-11-20T10:00:00.000Z', b: 5 },
      preferences: { difficultyLevels: { hard: 3 } },
    });
    expect(parsed?.preferences).toEqual({
      ...emptyBehaviourRecord().preferences,
      difficultyLevels: { hard: 3 },
    });
    expect(parsed?.interactionTimes).toEqual({ a: '2026-11-20T10:00:00.000Z' });
    expect(parseBehaviourRecord({ ...lists, preferences: 'none' })?.preferences).toEqual(
      emptyBehaviourRecord().preferences,
    );
  });

  it('refuses what is not a behaviour record, so the caller starts afresh', () => {
    for (const value of [null, 'x', [], {}, { ...lists, viewedRecipes: [1] }, { ...lists, sessionStart: 3 }])
      expect(parseBehaviourRecord(value)).toBeNull();
  });
});
