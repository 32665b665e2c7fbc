import { describe, expect, it } from 'vitest';
import { classifyTag, recipePreferenceKeys } from './preference-vocabulary.ts';

describe('classifyTag', () => {
  it('puts each tag word in its family, whatever its case, spacing or plural', () => {
    expect(classifyTag('Breakfast')).toEqual({ family: 'mealTypes', key: 'breakfast' });
    expect(classifyTag('Snacks')).toEqual({ family: 'mealTypes', key: 'snack' });
    expect(classifyTag('Desserts')).toEqual({ family: 'mealTypes', key: 'dessert' });
    expect(classifyTag('Vegan')).toEqual({ family: 'dietaryPreferences', key: 'vegan' });
    expect(classifyTag('Gluten Free')).toEqual({ family: 'dietaryPreferences', key: 'gluten-free' });
    expect(classifyTag('Keto')).toEqual({ family: 'dietaryPreferences', key: 'keto' });
    expect(classifyTag('Air Fryer')).toEqual({ family: 'cookingMethods', key: 'air-fryer' });
    expect(classifyTag('slow-cooker')).toEqual({ family: 'cookingMethods', key: 'slow-cooker' });
    expect(classifyTag('No Bake')).toEqual({ family: 'cookingMethods', key: 'no-bake' });
    expect(classifyTag('Grilled')).toEqual({ family: 'cookingMethods', key: 'grilled' });
    expect(classifyTag('Italian')).toEqual({ family: 'cuisineTypes', key: 'italian' });
    expect(classifyTag('Asian')).toEqual({ family: 'cuisineTypes', key: 'asian' });
    expect(classifyTag('MEXICAN')).toEqual({ family: 'cuisineTypes', key: 'mexican' });
    expect(classifyTag('Italian Food')).toEqual({ family: 'cuisineTypes', key: 'italian' });
    expect(classifyTag('Gluten Free Desserts')).toEqual({ family: 'dietaryPreferences', key: 'gluten-free' });
    expect(classifyTag('Side Dishes')).toEqual({ family: 'mealTypes', key: 'side' });
  });

  it('leaves words outside the vocabulary unclassified', () => {
    for (const name of ['Viral', 'Garlic', 'Quick Meals', 'Comfort Food', '', 'Chocolate', 'Seaside Shrimp'])
      expect(classifyTag(name)).toBeNull();
  });
});

describe('recipePreferenceKeys', () => {
  it("gives the recipe's classified tags once each and its difficulty", () => {
    expect(
      recipePreferenceKeys({
        tagNames: ['Dinner', 'Italian', 'Viral', 'Dinner', 'Baked'],
        difficulty: 'hard',
      }),
    ).toEqual([
      { family: 'mealTypes', key: 'dinner' },
      { family: 'cuisineTypes', key: 'italian' },
      { family: 'cookingMethods', key: 'baked' },
      { family: 'difficultyLevels', key: 'hard' },
    ]);
    expect(recipePreferenceKeys({ tagNames: [], difficulty: 'impossible' })).toEqual([]);
  });
});
