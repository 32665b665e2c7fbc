import { describe, expect, it } from 'vitest';
import { emptyInteractionRecord } from './interaction-record.ts';
import { parseInteractionRecord } from './stored-interaction-record.ts';

const lists = {
  viewedRecipes: ['a'],
  likedRecipes: [],
  sharedRecipes: [],
  viewedTags: ['breakfast'],
  interactionTimes: { a: '2026-11-20T10:00:00.000Z' },
  sessionStart: '2026-11-20T09:00:00.000Z',
  categoryPreferences: ['Breakfast', 'Italian'],
};

describe('parseInteractionRecord', () => {
  it('reads a record written today unchanged', () => {
    const record = { ...emptyInteractionRecord(), ...lists };
    record.preferences.mealTypes = { breakfast: 10, dinner: 2.5 };
    expect(parseInteractionRecord(JSON.parse(JSON.stringify(record)))).toEqual(record);
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
    expect(parseInteractionRecord(old)?.preferences).toEqual({
      cuisineTypes: { italian: 10 },
      mealTypes: { breakfast: 10 },
      difficultyLevels: { easy: 20, medium: 2 },
      cookingMethods: { 'air-fryer': 10 },
      dietaryPreferences: {},
    });
  });

  it('gives empty families to a record missing them, and drops times that are not text', () => {
    const parsed = parseInteractionRecord({
      ...lists,
      interactionTimes: { a: '2026-11-20T10:00:00.000Z', b: 5 },
      preferences: { difficultyLevels: { hard: 3 } },
    });
    expect(parsed?.preferences).toEqual({
      ...emptyInteractionRecord().preferences,
      difficultyLevels: { hard: 3 },
    });
    expect(parsed?.interactionTimes).toEqual({ a: '2026-11-20T10:00:00.000Z' });
    expect(parseInteractionRecord({ ...lists, preferences: 'none' })?.preferences).toEqual(
      emptyInteractionRecord().preferences,
    );
  });

  it('refuses what is not a interaction record, so the caller starts afresh', () => {
    for (const value of [null, 'x', [], {}, { ...lists, viewedRecipes: [1] }, { ...lists, sessionStart: 3 }])
      expect(parseInteractionRecord(value)).toBeNull();
  });
});
