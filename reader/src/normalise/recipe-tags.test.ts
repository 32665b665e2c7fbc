import { describe, expect, it } from 'vitest';
import type { ExtractedRecipe } from '../extract/extracted-recipe.ts';
import { chooseTags } from './recipe-tags.ts';

const recipe = (overrides: Partial<ExtractedRecipe>): ExtractedRecipe => ({
  title: 'Dish',
  description: null,
  image_url: null,
  image_urls: [],
  source_url: 'https://x.example/dish',
  prep_time: null,
  cook_time: null,
  total_time: 60,
  servings: null,
  estimated_cost: null,
  ingredients: [],
  instructions: [],
  nutrition: null,
  difficulty: null,
  appliances: [],
  tag_candidates: [],
  ...overrides,
});
const ingredients = (...names: string[]) => names.map((name) => ({ name }));

describe('chooseTags', () => {
  it('drops candidates that cannot be tags: no letters or digits, numbers only, too long', () => {
    const tags = chooseTags(recipe({ tag_candidates: ['—', '!!', '2024', 'Soup', 'x'.repeat(31)] }), []);
    expect(tags).toEqual(['Soup']);
  });

  it('tops up to eight with leading ingredients and stops at fifteen', () => {
    const few = chooseTags(
      recipe({
        tag_candidates: ['Soup'],
        ingredients: ingredients('Leek', 'Potato', 'Butter', 'Cream', 'Chives', 'Salt', 'Pepper', 'Stock'),
      }),
      [],
    );
    expect(few).toEqual(['Soup', 'Leek', 'Potato', 'Butter', 'Cream', 'Chives', 'Salt', 'Pepper']);
    const many = chooseTags(
      recipe({ tag_candidates: Array.from({ length: 20 }, (_, i) => `Tag ${String.fromCharCode(65 + i)}`) }),
      [],
    );
    expect(many).toHaveLength(15);
  });
});
