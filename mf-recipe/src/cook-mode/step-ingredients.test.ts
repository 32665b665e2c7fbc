import { describe, expect, it } from 'vitest';
import { stepIngredients } from './step-ingredients.ts';

const names = (step: string, ingredients: string[]) =>
  stepIngredients(
    step,
    ingredients.map((name) => ({ name })),
  ).map((index) => ingredients[index]);

const pantry = [
  'cherry tomatoes',
  'feta',
  'olive oil',
  'garlic',
  'dried oregano',
  'chilli flakes',
  'short pasta',
  'fresh basil',
];

describe('stepIngredients', () => {
  it('finds the ingredients a step names, in the recipe order, whatever the case', () => {
    expect(
      names(
        'Tip the Tomatoes, garlic, oregano and chilli into a baking dish, nestle the feta in the middle and pour over the oil.',
        pantry,
      ),
    ).toEqual(['cherry tomatoes', 'feta', 'olive oil', 'garlic', 'dried oregano', 'chilli flakes']);
  });

  it('matches singular and plural forms both ways', () => {
    expect(names('Halve the tomato and crack the egg.', ['cherry tomatoes', 'eggs'])).toEqual([
      'cherry tomatoes',
      'eggs',
    ]);
    expect(names('Top with a raspberry and the leaves.', ['raspberries', 'bay leaf'])).toEqual([
      'raspberries',
      'bay leaf',
    ]);
  });

  it('matches whole words only', () => {
    expect(names('Pour in the oilseed mix and the peanuts.', ['oil', 'pea'])).toEqual([]);
  });

  it('does not match on a descriptive word alone', () => {
    expect(names('Serve with fresh, chopped herbs.', ['fresh basil', 'chopped parsley'])).toEqual([]);
  });

  it('gives a whole name its words, so a shared word does not pull in a second ingredient', () => {
    expect(names('Drizzle with the olive oil.', ['olive oil', 'sesame oil'])).toEqual(['olive oil']);
    expect(names('Beat the cream cheese until soft.', ['heavy cream', 'cream cheese'])).toEqual([
      'cream cheese',
    ]);
    expect(names('Whisk the cream into the cream cheese.', ['heavy cream', 'cream cheese'])).toEqual([
      'heavy cream',
      'cream cheese',
    ]);
  });

  it('finds nothing when the step names no ingredient', () => {
    expect(names('Heat the oven.', pantry)).toEqual([]);
  });
});
