import { describe, expect, it } from 'vitest';
import { PREFERENCE_WEIGHT_BOUNDS } from '../constants.ts';
import {
  emptyInteractionRecord,
  type InteractionRecord,
  type RecordedRecipe,
  withChosenCategories,
  withRecipeAction,
} from './interaction-record.ts';

const now = new Date('2026-11-24T08:00:00Z');
const pancakes = { id: 'p1', difficulty: 'easy', tagNames: ['Breakfast', 'Vegetarian', 'Viral'] };
const tacos = { id: 't1', difficulty: 'medium', tagNames: ['Dinner', 'Mexican', 'Grilled'] };

function act(
  record: InteractionRecord,
  ...steps: [Parameters<typeof withRecipeAction>[1], RecordedRecipe][]
) {
  let current = record;
  for (const [action, recipe] of steps) current = withRecipeAction(current, action, recipe, now) ?? current;
  return current;
}

describe('withRecipeAction', () => {
  it('tracks the first view, like or share of a recipe, newest first, with its first interaction time', () => {
    const viewed = act(emptyInteractionRecord(now), ['view', pancakes], ['view', tacos]);
    expect(viewed.viewedRecipes).toEqual(['t1', 'p1']);
    expect(viewed.interactionTimes).toEqual({ p1: now.toISOString(), t1: now.toISOString() });
    expect(withRecipeAction(viewed, 'view', pancakes, now)).toBeNull();
    const liked = withRecipeAction(viewed, 'like', pancakes, new Date('2026-11-25T00:00:00Z'));
    expect(liked?.likedRecipes).toEqual(['p1']);
    expect(liked?.interactionTimes.p1).toBe(now.toISOString());
  });

  it('feeds every family from the recipe: view 1, like 3, share 5, after fading what was there', () => {
    const record = act(emptyInteractionRecord(now), ['view', pancakes]);
    expect(record.preferences).toEqual({
      cuisineTypes: {},
      mealTypes: { breakfast: 1 },
      difficultyLevels: { easy: 1 },
      cookingMethods: {},
      dietaryPreferences: { vegetarian: 1 },
    });
    const decay = PREFERENCE_WEIGHT_BOUNDS.decay;
    const shared = act(record, ['share', tacos]);
    expect(shared.preferences.mealTypes).toEqual({ dinner: 5, breakfast: decay });
    expect(shared.preferences.cuisineTypes).toEqual({ mexican: 5 });
    expect(shared.preferences.cookingMethods).toEqual({ grilled: 5 });
    expect(shared.preferences.difficultyLevels).toEqual({ medium: 5, easy: decay });
    const liked = act(shared, ['like', tacos]);
    expect(liked.preferences.cuisineTypes.mexican).toBeCloseTo(5 * decay + 3, 2);
    expect(liked.preferences.cuisineTypes.mexican).toBeLessThan(5 + 3);
  });

  it('keeps weights bounded however much one taste is fed, and lets an old taste fade out', () => {
    let record = emptyInteractionRecord(now);
    for (let n = 0; n < 300; n++)
      record = act(record, ['share', { id: `taco-${n}`, difficulty: 'medium', tagNames: ['Mexican'] }]);
    expect(record.preferences.cuisineTypes.mexican).toBe(PREFERENCE_WEIGHT_BOUNDS.cap);
    record = act(record, ['view', pancakes]);
    for (let n = 0; n < 200; n++) record = act(record, ['view', { id: `x-${n}`, tagNames: ['Italian'] }]);
    expect(record.preferences.mealTypes.breakfast).toBeUndefined();
    expect(record.preferences.cuisineTypes.italian).toBeLessThanOrEqual(PREFERENCE_WEIGHT_BOUNDS.cap);
  });

  it('keeps only the strongest keys of a family', () => {
    let record = emptyInteractionRecord(now);
    const cuisines = ['italian', 'mexican', 'chinese', 'japanese', 'indian', 'thai', 'french', 'greek'];
    const methods = [
      'baked',
      'grilled',
      'fried',
      'roasted',
      'slow-cooker',
      'air-fryer',
      'no-bake',
      'one-pot',
    ];
    const words = [...cuisines, ...methods, 'korean', 'smoked', 'steamed', 'sheet-pan', 'stir-fry', 'raw'];
    words.forEach((word, n) => {
      record = act(record, ['view', { id: `r-${n}`, tagNames: [word] }]);
    });
    const kept = Object.keys(record.preferences.cookingMethods).length;
    expect(kept).toBeLessThanOrEqual(PREFERENCE_WEIGHT_BOUNDS.keysPerFamily);
    expect(kept).toBe(13);
  });
});

describe('withChosenCategories', () => {
  it("stores the names and sets 10 in each chosen category's own family, not all in cuisine types", () => {
    const record = withChosenCategories(emptyInteractionRecord(now), [
      'Breakfast',
      'Italian',
      'Vegan',
      'Quick Meals',
    ]);
    expect(record.categoryPreferences).toEqual(['Breakfast', 'Italian', 'Vegan', 'Quick Meals']);
    expect(record.preferences).toEqual({
      cuisineTypes: { italian: 10 },
      mealTypes: { breakfast: 10 },
      difficultyLevels: {},
      cookingMethods: {},
      dietaryPreferences: { vegan: 10 },
    });
  });
});
