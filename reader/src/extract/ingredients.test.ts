import { describe, expect, it } from 'vitest';
import { parseIngredients } from './ingredients.ts';

const lines = (value: unknown) => parseIngredients(value).map((i) => i.original);

describe('parseIngredients', () => {
  it('leaves out the list named again after its heading word (“Ingredients: eggs, milk, flour”)', () => {
    expect(lines(['2 eggs', '250 ml milk', '125 g flour', 'Ingredients: Eggs, Milk, Flour'])).toEqual([
      '2 eggs',
      '250 ml milk',
      '125 g flour',
    ]);
  });

  it('keeps a labelled line with amounts, or one whose label is no ingredients heading', () => {
    expect(lines(['Ingredients: 2 eggs, 250 ml milk', 'Seasoning: salt, pepper, nutmeg'])).toEqual([
      'Ingredients: 2 eggs, 250 ml milk',
      'Seasoning: salt, pepper, nutmeg',
    ]);
  });

  it('leaves out the group headings some sites list among the ingredients', () => {
    expect(
      lines([
        '## Sauce',
        '1 cup passata',
        'For the dough:',
        '2 cups flour',
        'For the topping',
        'Salt, to taste',
        'For the glaze: 1 tbsp honey',
      ]),
    ).toEqual(['1 cup passata', '2 cups flour', 'Salt, to taste', 'For the glaze: 1 tbsp honey']);
  });

  it('keeps the group headings listed among the ingredients as the groups of the lines below them', () => {
    expect(
      parseIngredients([
        '2 cups flour',
        'For the glaze:',
        '1 cup icing sugar',
        '## Topping',
        'Sprinkles',
      ]).map((i) => [i.group ?? null, i.original]),
    ).toEqual([
      [null, '2 cups flour'],
      ['For the glaze', '1 cup icing sugar'],
      ['Topping', 'Sprinkles'],
    ]);
  });

  it('leaves out headings written in capitals, and those that say what the lines are for', () => {
    expect(
      lines(['FOR THE PASTRY', '290 g flour', 'TO SERVE', 'rice', 'Pour l’appareil', '25 cl lait']),
    ).toEqual(['290 g flour', 'rice', '25 cl lait']);
  });

  it('splits a whole list given as one string, with newlines or HTML, and keeps decimal quantities', () => {
    expect(lines('2 eggs\n1.5 dl milk\n- 1 pinch salt')).toEqual(['2 eggs', '1.5 dl milk', '1 pinch salt']);
    expect(lines('<ul><li>2 eggs</li><li>100 g flour</li></ul>')).toEqual(['2 eggs', '100 g flour']);
  });

  it('tidies doubled parentheses even with a space before the closing ones', () => {
    expect(lines(['1 lb pasta ((such as penne) )'])).toEqual(['1 lb pasta (such as penne)']);
  });
});

describe('parseIngredients: a whole list in one string', () => {
  it('splits a list run together without separators before each quantity', () => {
    expect(parseIngredients('2 cups flour 1 tsp salt 3 eggs½ cup milk').map((i) => i.original)).toEqual([
      '2 cups flour',
      '1 tsp salt',
      '3 eggs',
      '½ cup milk',
    ]);
  });
});
