import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { isDurationLine, isPageFurniture, isServingsLine } from './card-controls.ts';
import { readVisibleRecipe } from './visible-recipe.ts';

describe('lines a card shows among its ingredients that are no ingredients', () => {
  it('knows a servings control or count in the page’s language', () => {
    for (const line of [
      'Portionen',
      '4 portioner',
      'Nombre de personnes',
      '2 Personnes',
      'Scale 1x 2x 3x',
      'Serves',
    ])
      expect(isServingsLine(line), line).toBe(true);
    for (const line of ['2 parts water', '4 portions of rice, cooked', 'Salt'])
      expect(isServingsLine(line), line).toBe(false);
  });

  it('knows a stated time, and leaves amounts alone', () => {
    for (const line of ['Előkészítési idő: 1 óra 30 perc', 'Prep time 15 min', '50min Zubereitung'])
      expect(isDurationLine(line), line).toBe(true);
    for (const line of ['30 g minced garlic', '1 tsp thyme', '2 hard-boiled eggs, cooked 10 minutes ahead'])
      expect(isDurationLine(line), line).toBe(false);
  });

  it('ends a card’s ingredient list at its equipment', () => {
    const recipe = readVisibleRecipe(
      load(`<html><body><div class="wprm-recipe"><h2 class="wprm-recipe-name">Tiramisu</h2>
        <div class="wprm-recipe-ingredients"><ul><li>500 g Mascarpone</li><li>Kakaopulver</li></ul>
          <div>Besonderes Zubehör</div><ul><li>Auflaufform (24 x 19 cm)</li></ul></div>
        <ol class="wprm-recipe-instructions"><li>Mascarpone aufschlagen und schichten.</li><li>Mit Kakao bestäuben.</li></ol>
      </div></body></html>`),
      'https://cook.example/tiramisu',
    ).recipe;
    expect(recipe?.ingredients.map((i) => i.original)).toEqual(['500 g Mascarpone', 'Kakaopulver']);
  });

  it('leaves out the page’s invitations and counters after the last step', () => {
    const recipe = readVisibleRecipe(
      load(`<html><body><h1>Green Bean Pie</h1>
        <h2>Ingredients</h2><ul><li>300 g green beans</li><li>1 pie crust</li></ul>
        <h2>Method</h2><p>Blanch the beans for four minutes.</p><p>Bake them in the crust for half an hour.</p>
        <p>Follow us on Pinterest and save this pie there!</p><p>Ook lekker: a pie with mushrooms and spinach.</p>
        <p>Post Views: 66</p></body></html>`),
      'https://cook.example/pie',
    ).recipe;
    expect(recipe?.instructions.map((s) => s.description)).toEqual([
      'Blanch the beans for four minutes.',
      'Bake them in the crust for half an hour.',
    ]);
  });

  it('leaves them out of a card’s ingredient list', () => {
    const recipe = readVisibleRecipe(
      load(`<html><body><h1>Rice Salad</h1>
        <h2>Ingredients</h2><ul><li>4 portioner</li><li>Prep time: 15 min</li><li>200 g rice</li><li>1 cucumber</li></ul>
        <h2>Method</h2><ol><li>Cook the rice and let it cool.</li><li>Stir in the cucumber.</li></ol>
      </body></html>`),
      'https://cook.example/rice-salad',
    ).recipe;
    expect(recipe?.ingredients.map((i) => i.original)).toEqual(['200 g rice', '1 cucumber']);
  });
});

describe('lines a page puts after a recipe', () => {
  it('knows a photo credit or copyright line, and leaves steps that mention photos or a year alone', () => {
    for (const line of [
      'Photo credit: © Example.com',
      'Foto: Anna Bauer',
      'Photo : Alexandre Martin',
      '© 2024 Cook Example',
    ])
      expect(isPageFurniture(line), line).toBe(true);
    for (const line of [
      'Photograph the cake before you cut it.',
      'Serve as in the photo above.',
      'Bake at 200 °C (c. 2024 recipe).',
    ])
      expect(isPageFurniture(line), line).toBe(false);
  });

  it('knows links to more recipes marked with arrows, and leaves a step with a “>” or “»” inside alone', () => {
    for (const line of ['BAKED POTATOES WITH HERBS >>>', 'More cakes »', 'Read also >>'])
      expect(isPageFurniture(line), line).toBe(true);
    for (const line of ['Bake until the core is > 90 °C.', 'Stir in the « crème » and serve.'])
      expect(isPageFurniture(line), line).toBe(false);
  });
});
