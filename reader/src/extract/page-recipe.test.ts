import { describe, expect, it } from 'vitest';
import { extractPageRecipe } from './page-recipe.ts';

const URL_ = 'https://cook.example/recipes/stew/';
const ld = (data: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', ...data })}</script>`;
const page = (head: string, body: string) => `<html><head>${head}</head><body>${body}</body></html>`;
const card = (ingredients: string[], steps: string[]) => `
  <h1>Beef Stew</h1>
  <h2>Ingredients</h2><ul>${ingredients.map((i) => `<li>${i}</li>`).join('')}</ul>
  <h2>Method</h2><ol>${steps.map((s) => `<li>${s}</li>`).join('')}</ol>`;
const STEPS = ['Brown the beef in batches.', 'Simmer with the stock for two hours.'];

describe('extractPageRecipe: structured data and the visible card together', () => {
  it('keeps complete structured data as the source', () => {
    const found = extractPageRecipe(
      page(
        ld({ name: 'Beef Stew', recipeIngredient: ['1 kg beef', '1 l stock'], recipeInstructions: STEPS }),
        card(['1 kg beef', '1 l stock'], STEPS),
      ),
      URL_,
    );
    expect(found.source).toBe('structured-data');
    expect(found.validation.is_recipe).toBe(true);
  });

  it('keeps the data’s ingredients when the card splits each into a name line and an amount line', () => {
    const found = extractPageRecipe(
      page(
        ld({ name: 'Beef Stew', recipeIngredient: ['1 kg beef', '1 l stock'], recipeInstructions: STEPS }),
        card(['1 kg', 'Beef', '1 l', 'Stock'], STEPS),
      ),
      URL_,
    );
    expect(found.recipe?.ingredients.map((i) => i.original)).toEqual(['1 kg beef', '1 l stock']);
  });

  it('takes the card’s step breaks when the data gives the same method as one paragraph', () => {
    const found = extractPageRecipe(
      page(
        ld({
          name: 'Beef Stew',
          recipeIngredient: ['1 kg beef', '1 l stock'],
          recipeInstructions: 'Brown the beef. Drain the fat. Add the stock. Simmer for two hours.',
        }),
        card(
          ['1 kg beef', '1 l stock'],
          ['Brown the beef. Drain the fat.', 'Add the stock. Simmer for two hours.'],
        ),
      ),
      URL_,
    );
    expect(found.recipe?.instructions.map((s) => s.description)).toEqual([
      'Brown the beef. Drain the fat.',
      'Add the stock. Simmer for two hours.',
    ]);
  });

  it('takes the card’s steps when the data runs each group of them together into one step', () => {
    const found = extractPageRecipe(
      page(
        ld({
          name: 'Beef Stew',
          recipeIngredient: ['1 kg beef', '1 l stock'],
          recipeInstructions: [
            { '@type': 'HowToStep', text: 'Brown the beef in batches. Drain the fat.' },
            { '@type': 'HowToStep', text: 'Add the stock. Simmer for two hours.' },
          ],
        }),
        card(
          ['1 kg beef', '1 l stock'],
          ['Brown the beef in batches.', 'Drain the fat.', 'Add the stock.', 'Simmer for two hours.'],
        ),
      ),
      URL_,
    );
    expect(found.recipe?.instructions).toHaveLength(4);
  });

  it('keeps a method the data gives as one step, and steps it ends without full stops, against the card’s breaks', () => {
    const oneStep = extractPageRecipe(
      page(
        ld({
          name: 'Beef Stew',
          recipeIngredient: ['1 kg beef', '1 l stock'],
          recipeInstructions: [{ '@type': 'HowToStep', text: 'Brown the beef. Add the stock and simmer.' }],
        }),
        card(['1 kg beef', '1 l stock'], ['Brown the beef.', 'Add the stock and simmer.']),
      ),
      URL_,
    );
    expect(oneStep.recipe?.instructions).toHaveLength(1);
    const ownSteps = extractPageRecipe(
      page(
        ld({
          name: 'Beef Stew',
          recipeIngredient: ['1 kg beef', '1 l stock'],
          recipeInstructions: ['Brown the beef', 'Drain the fat', 'Add the stock', 'Simmer for two hours'],
        }),
        card(
          ['1 kg beef', '1 l stock'],
          ['Brown the beef. Drain the fat.', 'Add the stock. Simmer for two hours.'],
        ),
      ),
      URL_,
    );
    expect(ownSteps.recipe?.instructions.map((s) => s.description)).toEqual([
      'Brown the beef',
      'Drain the fat',
      'Add the stock',
      'Simmer for two hours',
    ]);
  });

  it('takes the ingredient amounts from the card when the data lists the ingredients without them', () => {
    const found = extractPageRecipe(
      page(
        ld({ name: 'Beef Stew', recipeIngredient: ['beef', 'stock'], recipeInstructions: STEPS }),
        card(['1 kg beef', '1 l stock'], STEPS),
      ),
      URL_,
    );
    expect(found.source).toBe('structured-data+page');
    expect(found.recipe?.ingredients.map((i) => [i.amount, i.original])).toEqual([
      ['1', '1 kg beef'],
      ['1', '1 l stock'],
    ]);
    expect(found.recipe?.title).toBe('Beef Stew');
  });

  it('completes data without instructions from the card, and the page is then a recipe', () => {
    const found = extractPageRecipe(
      page(
        ld({ name: 'Beef Stew', recipeIngredient: ['1 kg beef', '1 l stock'], totalTime: 'PT2H30M' }),
        card(['1 kg beef', '1 l stock'], STEPS),
      ),
      URL_,
    );
    expect(found.source).toBe('structured-data+page');
    expect(found.validation.is_recipe).toBe(true);
    expect(found.recipe?.instructions.map((s) => s.description)).toEqual(STEPS);
    expect(found.recipe?.total_time).toBe(150);
  });

  it('takes all parts of a recipe from the card when the data has only the first', () => {
    const found = extractPageRecipe(
      page(
        ld({ name: 'Beef Stew', recipeIngredient: ['1 kg beef', '1 l stock'], recipeInstructions: STEPS }),
        card(
          ['1 kg beef', '1 l stock', '200 g flour', '100 g butter'],
          [...STEPS, 'Rub the butter into the flour and drop dumplings on top for the last twenty minutes.'],
        ),
      ),
      URL_,
    );
    expect(found.source).toBe('structured-data+page');
    expect(found.recipe?.ingredients).toHaveLength(4);
    expect(found.recipe?.instructions).toHaveLength(3);
  });

  it('completes the data from a card whose lines it writes with the number run into the word (“1onion”)', () => {
    const found = extractPageRecipe(
      page(
        ld({ name: 'Beef Stew', recipeIngredient: ['1kg beef', '1onion'], recipeInstructions: STEPS }),
        card(
          ['1 kg beef', '1 onion', '200 g flour', '100 g butter'],
          [...STEPS, 'Rub the butter into the flour and drop dumplings on top for the last twenty minutes.'],
        ),
      ),
      URL_,
    );
    expect(found.source).toBe('structured-data+page');
    expect(found.recipe?.ingredients).toHaveLength(4);
  });

  it('joins the pieces a card shows each ingredient in (name, then amount) when the data names them without amounts', () => {
    const found = extractPageRecipe(
      page(
        ld({ name: 'Beef Stew', recipeIngredient: ['beef', 'stock', 'onions'], recipeInstructions: STEPS }),
        card(['Ingredient Amount', 'beef', '1 kg', 'stock', '1 l', 'onions', '2 large', 'peeled'], STEPS),
      ),
      URL_,
    );
    expect(found.recipe?.ingredients.map((i) => i.original)).toEqual([
      'beef 1 kg',
      'stock 1 l',
      'onions 2 large peeled',
    ]);
  });

  it('joins no pieces when more lines follow an ingredient than its amount and notes (a list of their own)', () => {
    const found = extractPageRecipe(
      page(
        ld({ name: 'Beef Stew', recipeIngredient: ['beef', 'stock'], recipeInstructions: STEPS }),
        card(['beef', '1 kg', 'stock', '1 l', 'Casserole dish', '2 wooden spoons', 'A ladle'], STEPS),
      ),
      URL_,
    );
    const lines = found.recipe?.ingredients.map((i) => i.original);
    expect(lines).not.toContain('stock 1 l Casserole dish 2 wooden spoons');
    expect(lines).not.toContain('beef 1 kg');
  });

  it('takes the card’s amounts for data without them, though a name holds a number (“Burrata à 125 g”)', () => {
    const found = extractPageRecipe(
      page(
        ld({
          name: 'Beef Stew',
          recipeIngredient: ['Beef', 'Burrata à 125 g', 'Stock'],
          recipeInstructions: STEPS,
        }),
        card(['1 kg Beef', '6 Burrata à 125 g', '1 l Stock'], STEPS),
      ),
      URL_,
    );
    expect(found.recipe?.ingredients.map((i) => i.original)).toEqual([
      '1 kg Beef',
      '6 Burrata à 125 g',
      '1 l Stock',
    ]);
  });

  it('takes the card’s measured list over data whose one unmeasured line is no list (its keywords)', () => {
    const found = extractPageRecipe(
      page(
        ld({ name: 'Beef Stew', recipeIngredient: ['Beef, Stew, Winter'], recipeInstructions: STEPS }),
        card(['1 kg beef', '1 l stock', '2 large onions'], STEPS),
      ),
      URL_,
    );
    expect(found.recipe?.ingredients.map((i) => i.original)).toEqual([
      '1 kg beef',
      '1 l stock',
      '2 large onions',
    ]);
  });

  it('keeps the data’s one measured line, and its one line beside a short card', () => {
    const measured = extractPageRecipe(
      page(
        ld({ name: 'Rice', recipeIngredient: ['1 cup rice'], recipeInstructions: STEPS }),
        card(['2 cups flour', '1 l stock', '2 large onions'], STEPS),
      ),
      URL_,
    );
    expect(measured.recipe?.ingredients.map((i) => i.original)).toEqual(['1 cup rice']);
    const short = extractPageRecipe(
      page(
        ld({ name: 'Rice', recipeIngredient: ['Rice'], recipeInstructions: STEPS }),
        card(['2 cups flour', '1 l stock'], STEPS),
      ),
      URL_,
    );
    expect(short.recipe?.ingredients.map((i) => i.original)).toEqual(['Rice']);
  });

  it('keeps the data’s ingredients when the card adds only lines without amounts (headings, equipment)', () => {
    const found = extractPageRecipe(
      page(
        ld({ name: 'Beef Stew', recipeIngredient: ['1 kg beef', '1 l stock'], recipeInstructions: STEPS }),
        card(['Stew', '1 kg beef', '1 l stock', 'Equipment', 'Casserole dish'], STEPS),
      ),
      URL_,
    );
    expect(found.recipe?.ingredients.map((i) => i.original)).toEqual(['1 kg beef', '1 l stock']);
  });

  it('takes the card’s lines when the data runs the same list together, without the card’s equipment', () => {
    const found = extractPageRecipe(
      page(
        ld({
          name: 'Beef Stew',
          recipeIngredient: '1 kg beef 2 large onions Salt, pepper 1 l stock',
          recipeInstructions: STEPS,
        }),
        card(['Large pot', '1 kg beef', '2 large onions', 'Salt, pepper', '1 l stock'], STEPS),
      ),
      URL_,
    );
    expect(found.recipe?.ingredients.map((i) => i.original)).toEqual([
      '1 kg beef',
      '2 large onions',
      'Salt, pepper',
      '1 l stock',
    ]);
  });

  it('keeps the data’s list run together when the card’s lines say other words', () => {
    const found = extractPageRecipe(
      page(
        ld({
          name: 'Beef Stew',
          recipeIngredient: '1 kg beef 2 large onions Salt, pepper 1 l stock',
          recipeInstructions: STEPS,
        }),
        card(['1 kg beef', '2 large onions', 'Salt', '1 l stock'], STEPS),
      ),
      URL_,
    );
    expect(found.recipe?.ingredients.map((i) => i.original)).toEqual([
      '1 kg beef',
      '2 large onions Salt, pepper',
      '1 l stock',
    ]);
  });

  it('does not take the card when its lines are another recipe', () => {
    const found = extractPageRecipe(
      page(
        ld({ name: 'Beef Stew', recipeIngredient: ['1 kg beef'], recipeInstructions: STEPS }),
        card(
          ['2 apples', '1 pie crust'],
          ['Slice the apples thinly.', 'Fill the crust and bake it for forty minutes.', 'Cool.'],
        ),
      ),
      URL_,
    );
    expect(found.source).toBe('structured-data');
    expect(found.recipe?.ingredients.map((i) => i.original)).toEqual(['1 kg beef']);
  });

  it('imports the card alone when the page has no structured data', () => {
    const found = extractPageRecipe(page('', card(['1 kg beef', '1 l stock'], STEPS)), URL_);
    expect(found).toMatchObject({ source: 'page', validation: { is_recipe: true } });
    expect(found.recipe?.title).toBe('Beef Stew');
  });

  it('says why when there is neither data nor a card', () => {
    const found = extractPageRecipe(page('', '<h1>Ten kitchen tips</h1><p>Keep knives sharp.</p>'), URL_);
    expect(found.source).toBeNull();
    expect(found.validation).toMatchObject({ is_recipe: false });
    expect(found.validation.reason).toBe(
      'The page has no structured recipe data, and the reader finds no recipe card on it (an ingredient list and steps)',
    );
  });

  it('says when it read the ingredients but found no steps beside them', () => {
    const found = extractPageRecipe(
      page(
        '',
        '<h1>Beef Stew</h1><h2>Ingredients</h2><ul><li>1 kg beef</li><li>1 l stock</li></ul><div id="app"></div>',
      ),
      URL_,
    );
    expect(found.source).toBeNull();
    expect(found.validation.reason).toMatch(/finds its ingredients but no steps beside them/);
  });
});

describe('extractPageRecipe: the recipe’s name', () => {
  const named = (name: string, heading = 'Beef Stew') =>
    extractPageRecipe(
      page(
        ld({ name, recipeIngredient: ['1 kg beef', '1 l stock'], recipeInstructions: STEPS }),
        `<h1>${heading}</h1>`,
      ),
      URL_,
    ).recipe?.title;

  it('takes the page’s heading when the data adds the site’s name or a rating after it', () => {
    expect(named('Beef Stew Recipe - (4.8/5)')).toBe('Beef Stew');
    expect(named('Beef Stew by Cook Example')).toBe('Beef Stew');
  });

  it('keeps a subtitle, or a name the heading does not begin', () => {
    expect(named('Beef Stew - the classic')).toBe('Beef Stew - the classic');
    expect(named('Beef Stew Recipe')).toBe('Beef Stew Recipe');
    expect(named('Irish Stew - Cook Example', 'Stew')).toBe('Irish Stew - Cook Example');
  });
});
