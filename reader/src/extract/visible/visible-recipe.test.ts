import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { readVisibleRecipe } from './visible-recipe.ts';

const URL_ = 'https://cook.example/recipes/soup/';
const read = (body: string, head = '') =>
  readVisibleRecipe(load(`<html><head>${head}</head><body>${body}</body></html>`), URL_).recipe;
const lines = (body: string) => {
  const recipe = read(body);
  return {
    title: recipe?.title,
    ingredients: recipe?.ingredients.map((i) => i.original),
    steps: recipe?.instructions.map((s) => s.description),
  };
};

describe('readVisibleRecipe: recipe-card plugins, found by their class names', () => {
  it('reads a card that marks each ingredient and step (WP Recipe Maker style)', () => {
    const recipe = read(`
      <h1>My week in soups</h1>
      <div class="wprm-recipe-container"><div class="wprm-recipe">
        <h2 class="wprm-recipe-name">Leek Soup</h2>
        <div class="wprm-recipe-total-time-container"><span>Total Time</span> <span>1 hour 15 minutes</span></div>
        <div class="wprm-recipe-servings-container">Servings <span class="wprm-recipe-servings">4</span></div>
        <img src="/img/leek-soup.jpg">
        <div class="wprm-recipe-ingredients-container">
          <h3>Ingredients</h3>
          <ul class="wprm-recipe-ingredients">
            <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">2</span> <span class="wprm-recipe-ingredient-unit">tbsp</span> <span class="wprm-recipe-ingredient-name">butter</span></li>
            <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">3</span> <span class="wprm-recipe-ingredient-name">leeks</span> <span class="wprm-recipe-ingredient-notes">sliced</span></li>
          </ul>
        </div>
        <div class="wprm-recipe-instructions-container">
          <h3>Instructions</h3>
          <ul class="wprm-recipe-instructions">
            <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Melt the butter.</div>
              <div class="wprm-recipe-instruction-ingredients"><span>2 tbsp butter</span></div></li>
            <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Soften the leeks for 10 minutes.</div></li>
          </ul>
        </div>
      </div></div>`);
    expect(recipe).toMatchObject({ title: 'Leek Soup', total_time: 75, servings: 4 });
    expect(recipe?.image_url).toBe('https://cook.example/img/leek-soup.jpg');
    expect(recipe?.ingredients.map((i) => [i.original, i.amount, i.unit])).toEqual([
      ['2 tbsp butter', '2', 'tbsp'],
      ['3 leeks sliced', '3', null],
    ]);
    expect(recipe?.instructions.map((s) => s.description)).toEqual([
      'Melt the butter.',
      'Soften the leeks for 10 minutes.',
    ]);
  });

  it('reads a card whose lists carry the class (Tasty Recipes style), with its step groups as sections', () => {
    const recipe = read(`
      <div class="tasty-recipes">
        <h2 class="tasty-recipes-title">Lemon Bars</h2>
        <span class="tasty-recipes-yield">16 bars</span>
        <div class="tasty-recipes-ingredients"><h3>Ingredients</h3>
          <ul><li>1 cup flour</li><li>2 lemons, juiced</li></ul></div>
        <div class="tasty-recipes-instructions"><h3>Instructions</h3>
          <h4>Crust</h4><ol><li>Press the dough into the tin.</li></ol>
          <h4>Filling</h4><ol><li>Whisk the juice with the eggs.</li></ol></div>
      </div>`);
    expect(recipe).toMatchObject({ title: 'Lemon Bars', servings: 16 });
    expect(recipe?.ingredients.map((i) => i.original)).toEqual(['1 cup flour', '2 lemons, juiced']);
    expect(recipe?.instructions.map((s) => [s.section, s.description])).toEqual([
      ['Crust', 'Press the dough into the tin.'],
      ['Filling', 'Whisk the juice with the eggs.'],
    ]);
  });

  it('reads a Mediavine Create style card and skips its print button', () => {
    expect(
      lines(`
      <div class="mv-create-card">
        <h2 class="mv-create-title">Pancakes</h2>
        <a class="mv-create-button mv-create-print-button">Print</a>
        <div class="mv-create-time mv-create-time-total">Total Time: 20 minutes</div>
        <div class="mv-create-ingredients"><h3>Ingredients</h3><ul><li>1 egg</li><li>200 ml milk</li></ul></div>
        <div class="mv-create-instructions"><h3>Instructions</h3><ol><li>Whisk everything.</li><li>Fry thin pancakes.</li></ol></div>
      </div>`),
    ).toEqual({
      title: 'Pancakes',
      ingredients: ['1 egg', '200 ml milk'],
      steps: ['Whisk everything.', 'Fry thin pancakes.'],
    });
  });

  it('reads the h-recipe microformat', () => {
    const recipe = read(`
      <article class="h-recipe">
        <h1 class="p-name">Tomato Salad</h1>
        <p>Serves <span class="p-yield">2</span>, ready in <time class="dt-duration" datetime="PT10M">10 minutes</time></p>
        <ul><li class="p-ingredient">4 tomatoes</li><li class="p-ingredient">1 tbsp olive oil</li></ul>
        <div class="e-instructions"><p>Slice the tomatoes.</p><p>Dress with the oil.</p></div>
      </article>`);
    expect(recipe).toMatchObject({ title: 'Tomato Salad', servings: 2, total_time: 10 });
    expect(recipe?.ingredients.map((i) => i.original)).toEqual(['4 tomatoes', '1 tbsp olive oil']);
    expect(recipe?.instructions.map((s) => s.description)).toEqual([
      'Slice the tomatoes.',
      'Dress with the oil.',
    ]);
  });

  it('keeps the ingredients a step names inline, while leaving out the list of those it uses', () => {
    expect(
      lines(`
      <div class="wprm-recipe">
        <ul class="wprm-recipe-ingredients"><li>2 cups flour</li><li>1 tsp salt</li></ul>
        <ul class="wprm-recipe-instructions"><li>
          <div class="wprm-recipe-instruction-text">Whisk <span class="wprm-inline-ingredient">2 cups flour</span>
            and <span class="wprm-inline-ingredient">1 tsp salt</span> in a bowl.</div>
          <div class="wprm-recipe-instruction-ingredients">2 cups flour, 1 tsp salt</div>
        </li></ul>
      </div>`).steps,
    ).toEqual(['Whisk 2 cups flour and 1 tsp salt in a bowl.']);
  });

  it('does not take a servings scaler whose class names the steps (“card-steps__scale”) for the method', () => {
    const found = lines(`
      <div class="recipe-ingredients"><h2>Ingredients</h2>
        <div class="card-steps__scale"><span>Makes 12 servings</span> <span>1/2x</span><span>1x</span></div>
        <ul class="recipe-ingredients__list"><li class="recipe-ingredient">2 cups oats</li><li class="recipe-ingredient">2 eggs</li></ul></div>
      <div class="recipe-directions"><h2>Directions</h2>
        <ol><li class="recipe-direction">Preheat the oven to 200°C.</li><li class="recipe-direction">Blend and bake.</li></ol></div>`);
    expect(found.steps).toEqual(['Preheat the oven to 200°C.', 'Blend and bake.']);
  });

  it('takes no ingredient’s name or part heading for the card’s title, whatever their class says', () => {
    const recipe = read(
      `<div class="recipe-card">
        <div class="recipe-ingredients"><h2 class="card-ingredients__title">Ingredients</h2>
          <ul><li class="recipe-ingredient"><span class="recipe-ingredient-name">pears</span></li>
          <li class="recipe-ingredient"><span class="recipe-ingredient-name">lime</span></li></ul></div>
        <div class="recipe-instructions"><ol><li class="recipe-instruction">Mash the pears with the lime.</li></ol></div>
      </div>`,
      '<title>Pear Salsa</title>',
    );
    expect(recipe?.title).toBe('Pear Salsa');
  });

  it('still takes the title a card’s recipe-name class gives', () => {
    const recipe = read(
      `<div class="recipe-card"><h2 class="recipe-card-title">Pear Salsa</h2>
        <ul class="recipe-ingredients"><li class="recipe-ingredient">2 pears</li><li class="recipe-ingredient">1 lime</li></ul>
        <ol class="recipe-instructions"><li class="recipe-instruction">Mash the pears with the lime.</li></ol></div>`,
      '<title>My blog</title>',
    );
    expect(recipe?.title).toBe('Pear Salsa');
  });

  it('does not take a blog post whose taxonomy classes name a method for the card’s steps', () => {
    expect(
      lines(`
      <article class="post-12 post type-post hentry Method-grill Ingredient-vegetables">
        <h1>Grilled Eggplant</h1>
        <p>Jump to</p><p>A story about summer evenings and the grill.</p>
        <div class="wprm-recipe">
          <ul class="wprm-recipe-ingredients"><li>2 eggplants</li><li>2 tbsp miso</li></ul>
          <ul class="wprm-recipe-instructions"><li>Grill the eggplants.</li><li>Brush with miso.</li></ul>
        </div>
      </article>`).steps,
    ).toEqual(['Grill the eggplants.', 'Brush with miso.']);
  });
});

describe('readVisibleRecipe: headings in the page’s own language', () => {
  it('reads German Zutaten and Zubereitung headings, the servings from the heading', () => {
    const recipe = read(`
      <nav><a>Rezepte</a></nav>
      <h1>Kartoffelsalat</h1><p>Ein Klassiker.</p>
      <h2>Zutaten für 4 Personen</h2>
      <ul><li>1 kg Kartoffeln</li><li>1 Zwiebel</li></ul>
      <h2>Zubereitung</h2>
      <p>Kartoffeln kochen und pellen.</p><p>Mit der Zwiebel mischen.</p>
      <h2>Weitere Rezepte</h2><p>Gurkensalat</p>`);
    expect(recipe).toMatchObject({ title: 'Kartoffelsalat', servings: 4 });
    expect(recipe?.ingredients.map((i) => i.original)).toEqual(['1 kg Kartoffeln', '1 Zwiebel']);
    expect(recipe?.instructions.map((s) => s.description)).toEqual([
      'Kartoffeln kochen und pellen.',
      'Mit der Zwiebel mischen.',
    ]);
  });

  it('reads Japanese 材料 and 作り方 headings', () => {
    expect(
      lines(`
      <h1>親子丼</h1>
      <h3>材料（2人分）</h3><ul><li>鶏もも肉 200g</li><li>卵 3個</li></ul>
      <h3>作り方</h3><ol><li>鶏肉を切る。</li><li>卵でとじる。</li></ol>`),
    ).toEqual({
      title: '親子丼',
      ingredients: ['鶏もも肉 200g', '卵 3個'],
      steps: ['鶏肉を切る。', '卵でとじる。'],
    });
  });

  it('reads headings that are bold lines, and steps numbered inside one paragraph', () => {
    expect(
      lines(`
      <h1>Pancakes</h1>
      <p><strong>Ingredients:</strong></p><p>2 eggs<br>250 ml milk<br>125 g flour</p>
      <p><strong>Method:</strong></p><p>1. Whisk the eggs and milk. 2. Beat in the flour. 3. Fry in butter.</p>`),
    ).toEqual({
      title: 'Pancakes',
      ingredients: ['2 eggs', '250 ml milk', '125 g flour'],
      steps: ['Whisk the eggs and milk.', 'Beat in the flour.', 'Fry in butter.'],
    });
  });

  it('ends the steps at a suggestion or note line in the page’s language', () => {
    expect(
      lines(`
      <h1>Garbanzos con espinacas</h1>
      <p><strong>Ingredientes</strong></p><ul><li>400 g de garbanzos</li><li>200 g de espinacas</li></ul>
      <p><strong>Preparación</strong></p><ol><li>Sofría el ajo.</li><li>Añada los garbanzos.</li></ol>
      <p><strong>Sugerencia</strong></p><ul><li>Sirva con pan tostado.</li></ul>`).steps,
    ).toEqual(['Sofría el ajo.', 'Añada los garbanzos.']);
  });

  it('ends the steps at the comments under the card, whose heading counts them (“5 Comments”)', () => {
    const found = lines(`
      <h2>Ingredients</h2><ul><li>2 eggs</li><li>100 g flour</li></ul>
      <h2>Method</h2>
      <h3>Make the batter</h3><p>Whisk the eggs and the flour until smooth.</p><p>Leave it to rest for ten minutes.</p>
      <h3>5 Comments</h3><p>I made this for lunch today and it was lovely, thank you.</p>`);
    expect(found.steps).toEqual([
      'Whisk the eggs and the flour until smooth.',
      'Leave it to rest for ten minutes.',
    ]);
  });

  it('keeps a group of steps whose heading starts with a count but names no end (“2 Sauces”)', () => {
    const found = lines(`
      <h2>Ingredients</h2><ul><li>2 eggs</li><li>100 g flour</li></ul>
      <h2>Method</h2>
      <h3>Make the batter</h3><p>Whisk the eggs and the flour until smooth.</p>
      <h3>2 Sauces</h3><p>Stir the cream into the pan juices and season well.</p>`);
    expect(found.steps).toEqual([
      'Whisk the eggs and the flour until smooth.',
      'Stir the cream into the pan juices and season well.',
    ]);
  });

  it('reads steps numbered on lines of their own, without the tips and ingredient lines between them', () => {
    expect(
      lines(`
      <h1>Kippensoep</h1>
      <h2>Ingrediënten</h2><ul><li>1 kip</li><li>2 wortels</li><li>1 ui</li></ul>
      <h2>Instructies</h2>
      <div><div>1</div><div>Breng water aan de kook.</div></div>
      <div><div>2 wortels, 1 ui</div></div>
      <div><div>2</div><div>Snij de groenten en doe ze in de pot.</div>
        <div><span>TIP</span> <span>Gebruik ook de schillen.</span></div></div>
      <div><div>3</div><div>Laat de kip een uur koken.</div></div>
      <div><div>1</div><div>Breng water aan de kook.</div></div>
      <h5>Wat vond je van dit recept?</h5><p>Geef je mening!</p>`).steps,
    ).toEqual([
      'Breng water aan de kook.',
      'Snij de groenten en doe ze in de pot.',
      'Laat de kip een uur koken.',
    ]);
  });

  it('keeps every paragraph of a numbered step, without the tip and the ingredient line beside it', () => {
    expect(
      lines(`
      <h1>Risotto</h1>
      <h2>Ingredients</h2><ul><li>300 g rice</li><li>1 l stock</li><li>1 onion</li></ul>
      <h2>Method</h2>
      <div>1</div><div><p>Soften the onion in butter.</p><p>Add the rice and stir until it turns glassy.</p></div>
      <div>2</div><div><p>Pour in the stock a ladle at a time.</p><p>1 l stock</p>
        <p>Tip: keep the stock hot on the stove.</p><p>Stir until each ladle is absorbed.</p></div>
      <div>3</div><div><p>Rest for two minutes before serving.</p></div>`).steps,
    ).toEqual([
      'Soften the onion in butter. Add the rice and stir until it turns glassy.',
      'Pour in the stock a ladle at a time. Stir until each ladle is absorbed.',
      'Rest for two minutes before serving.',
    ]);
  });

  it('reads the numbers a card draws in an element of their own, run into each step, as its numbering', () => {
    const found = lines(`
      <h2>Zutaten</h2><ul><li>2 Eier</li><li>100 g Mehl</li></ul>
      <h2>Zubereitung</h2><ul><li><span>1</span>Die Eier trennen.</li><li><span>2</span>Das Mehl unterheben.</li></ul>`);
    expect(found.steps).toEqual(['Die Eier trennen.', 'Das Mehl unterheben.']);
  });

  it('keeps a number run into a step’s first word when the steps do not count up with it', () => {
    const found = lines(`
      <h2>Ingredients</h2><ul><li>2 eggs</li><li>100 g flour</li></ul>
      <h2>Method</h2><ul><li>3D-printed cutters give the best shapes.</li><li>Mix the flour and eggs.</li></ul>`);
    expect(found.steps).toEqual(['3D-printed cutters give the best shapes.', 'Mix the flour and eggs.']);
  });

  it('keeps every line of a card whose numbers are too few to be its numbering', () => {
    expect(
      lines(`
      <h1>Toast</h1>
      <h2>Ingredients</h2><ul><li>2 slices of bread</li><li>Butter</li></ul>
      <h2>Method</h2>
      <p>1</p><p>Toast the bread.</p><p>Spread the butter while it is hot.</p>`).steps,
    ).toEqual(['Toast the bread.', 'Spread the butter while it is hot.']);
  });

  it('reads a recipe without headings: its name, a measured list, then the steps as paragraphs', () => {
    expect(
      lines(`
      <h1>Chicken Salad with Grapes</h1>
      <ul><li>6 cups cooked chicken, shredded</li><li>3 cups red grapes, halved</li>
        <li>Salt, to taste</li><li>2 cups mayonnaise</li></ul>
      <p>Combine the chicken and grapes in a large bowl.</p>
      <p>Fold in the mayonnaise and season with salt.</p>
      <h3>Variation</h3><p>Use turkey instead of the chicken for a change.</p>`),
    ).toEqual({
      title: 'Chicken Salad with Grapes',
      ingredients: [
        '6 cups cooked chicken, shredded',
        '3 cups red grapes, halved',
        'Salt, to taste',
        '2 cups mayonnaise',
      ],
      steps: [
        'Combine the chicken and grapes in a large bowl.',
        'Fold in the mayonnaise and season with salt.',
      ],
    });
  });

  it('takes no bullet points without leading amounts, nor a list without steps after it, for a recipe', () => {
    expect(
      read(`
      <h1>Why we love carrots</h1>
      <ul><li>They keep for weeks</li><li>They are cheap all year</li><li>Children like them</li></ul>
      <p>Carrots are the most useful vegetable in the kitchen.</p>
      <p>We buy them every week at the market.</p>`),
    ).toBeNull();
    expect(
      read(`
      <h1>The Kitchen Mixer Pro</h1>
      <ul><li>Holds 2 litres</li><li>Weighs 1.5 kg</li><li>Has 3 speeds</li></ul>
      <p>The mixer comes with a dough hook and a whisk.</p>
      <p>It is covered by a warranty of two years.</p>`),
    ).toBeNull();
    expect(
      read(`
      <h1>Shopping</h1>
      <ul><li>2 kg carrots</li><li>1 l orange juice</li><li>3 chillies</li></ul>
      <p>Prices</p>`),
    ).toBeNull();
  });

  it('finds no recipe on a page with an ingredients heading but no steps', () => {
    expect(read('<h1>Pantry list</h1><h2>Ingredients</h2><ul><li>Flour</li><li>Sugar</li></ul>')).toBeNull();
  });
});

describe('readVisibleRecipe: what the reader does not see', () => {
  it('skips the ingredient lines a class hides (the other unit system)', () => {
    expect(
      lines(`
      <h1>Roast potatoes</h1>
      <h3>Ingredients</h3>
      <ul><li class="metric">1 kg potatoes</li><li class="metric">100 ml oil</li>
        <li class="imperial hide">2 lb potatoes</li><li class="imperial hide">3 1/2 fl oz oil</li></ul>
      <h3>Method</h3><ol><li>Parboil the potatoes.</li><li>Roast in the hot oil.</li></ol>`).ingredients,
    ).toEqual(['1 kg potatoes', '100 ml oil']);
  });

  it('skips the lists shown to screen readers only: the other unit systems under a picker', () => {
    expect(
      lines(`
      <h1>Beef Stroganoff</h1>
      <h3>Ingredients</h3>
      <ul name="metric"><li>250 g beef fillet</li><li>150 ml sour cream</li></ul>
      <ul name="imperial" class="u-visuallyhidden"><li>8.8 oz beef fillet</li><li>5.3 fl oz sour cream</li></ul>
      <ul name="cups" class="sr-only"><li>8.8 oz beef fillet</li><li>0.6 cup sour cream</li></ul>
      <h3>Method</h3><ol><li>Slice the beef.</li><li>Stir in the cream.</li></ol>`).ingredients,
    ).toEqual(['250 g beef fillet', '150 ml sour cream']);
  });

  it('reads what a class hides on some screens only', () => {
    expect(
      lines(`
      <h1>Roast potatoes</h1>
      <h3 class="hidden-xs">Ingredients</h3>
      <ul><li>1 kg potatoes</li><li>100 ml oil</li></ul>
      <h3>Method</h3><ol><li>Parboil the potatoes.</li><li>Roast in the hot oil.</li></ol>`).ingredients,
    ).toEqual(['1 kg potatoes', '100 ml oil']);
  });

  it('reads only the active one of several lists for other servings, without the servings picker', () => {
    const recipe = read(`
      <h1>Polenta</h1>
      <div class="recipe-ingredients"><h2>Ingredients</h2>
        <ul class="servings-picker"><li>2</li><li>4</li><li>6</li></ul>
        <ul class="ingredient-list" data-size="2"><li><h3>Coarse</h3></li><li>5 dl stock</li><li>110 g polenta</li></ul>
        <ul class="ingredient-list is-active" data-size="4"><li><h3>Coarse</h3></li><li>1 l stock</li><li>220 g polenta</li></ul>
      </div>
      <div class="recipe-instructions"><h2>Method</h2><ol><li>Boil the stock.</li><li>Stir in the polenta.</li></ol></div>`);
    expect(recipe?.ingredients.map((i) => i.original)).toEqual(['1 l stock', '220 g polenta']);
  });
});

describe('readVisibleRecipe: groups', () => {
  it('reads a bold line among the ingredients as a group heading, a bold list item as an ingredient', () => {
    expect(
      lines(`
      <h1>Meatball curry</h1>
      <h2>Ingredients</h2>
      <p><strong>Meatballs</strong><br>400 g lamb mince<br>1 egg</p>
      <p><strong>Sauce</strong><br>1 onion, sliced<br>400 g tin tomatoes</p>
      <ul><li><strong>Rice to serve</strong></li></ul>
      <h2>Method</h2>
      <p>Roll the mince and egg into balls.</p><p>Simmer them in the sauce.</p>`).ingredients,
    ).toEqual(['400 g lamb mince', '1 egg', '1 onion, sliced', '400 g tin tomatoes', 'Rice to serve']);
  });

  it('reads ingredient lines without the bullet or dash the page types before each of them', () => {
    expect(
      lines(`
      <h1>Apple tart</h1>
      <p><strong>Ingredients</strong></p>
      <p>• 250 g shortcrust pastry<br>- 4 large apples, peeled<br>– Dash of whiskey</p>
      <p><strong>Method</strong></p><ol><li>Line the tin.</li><li>Bake for 40 minutes.</li></ol>`)
        .ingredients,
    ).toEqual(['250 g shortcrust pastry', '4 large apples, peeled', 'Dash of whiskey']);
  });

  it('keeps each ingredient’s group heading beside it, the lines as the page writes them', () => {
    const recipe = read(`
      <h1>Meatball curry</h1>
      <h2>Ingredients</h2>
      <h3>For the meatballs</h3><ul><li>400 g lamb mince</li><li>1 ½ tsp cumin</li></ul>
      <h3>For the sauce:</h3><ul><li>1-2 onions, sliced</li><li>400 g tin tomatoes</li></ul>
      <h2>Method</h2>
      <p>Roll the mince into balls.</p><p>Simmer them in the sauce.</p>`);
    expect(recipe?.ingredients.map((i) => [i.group, i.original, i.amount, i.unit])).toEqual([
      ['For the meatballs', '400 g lamb mince', '400', 'g'],
      ['For the meatballs', '1 ½ tsp cumin', '1 1/2', 'tsp'],
      ['For the sauce', '1-2 onions, sliced', '1-2', null],
      ['For the sauce', '400 g tin tomatoes', '400', 'g'],
    ]);
  });
});

describe('readVisibleRecipe: labelled steps and method tabs', () => {
  const SUSHI_RICE = `
      <h1>Sushi rice</h1>
      <h2>Ingredients</h2><ul><li>400 g sushi rice</li><li>3 tbsp rice vinegar</li></ul>
      <h2>Preparation</h2>
      <div>Step 01</div>
      <div><p>Chosen rice: sushi rice</p>
        <div x-data="{ open: false, tab: 'pot' }">
          <div><div x-on:click="tab = 'pot'">Pot</div><div x-on:click="tab = 'cooker'">Rice cooker</div></div>
          <div x-show="tab === 'pot'" x-cloak><p class="font-bold">Preparation in a pot:</p>
            <ol><li>Rinse the rice twice.</li><li>Simmer it for 20 minutes.</li></ol></div>
          <div x-show="tab === 'cooker'" x-cloak><p class="font-bold">Preparation in a rice cooker:</p>
            <ol><li>Put the rice in the cooker.</li><li>Start the sushi mode.</li></ol></div>
        </div></div>
      <div>Step 02</div>
      <div>Stir the vinegar into the warm rice.<br>Let it cool to room temperature.</div>
      <div>Step 03</div>
      <div>For the rolls:<br>Spread the rice on the nori and roll it up.</div>
      <div><hr><span>Done</span></div>
      <h2>Cooked with</h2><p>Rice cooker</p>`;

  it('reads only the tab a page starts on, of several methods it offers', () => {
    const steps = lines(SUSHI_RICE).steps;
    expect(steps).toContain('Rinse the rice twice.');
    expect(steps).not.toContain('Put the rice in the cooker.');
  });

  it('reads every labelled step: a list in one step, paragraphs in the next, without the caption after them', () => {
    expect(lines(SUSHI_RICE).steps).toEqual([
      'Rinse the rice twice.',
      'Simmer it for 20 minutes.',
      'Stir the vinegar into the warm rice.',
      'Let it cool to room temperature.',
      'For the rolls:',
      'Spread the rice on the nori and roll it up.',
    ]);
  });

  it('takes a method heading inside a labelled step as the group of that step’s lines only', () => {
    expect(read(SUSHI_RICE)?.instructions.map((s) => s.section)).toEqual([
      'Preparation in a pot',
      'Preparation in a pot',
      null,
      null,
      null,
      null,
    ]);
  });

  it('keeps a method’s groups that its own word heads, and the paragraphs after a list', () => {
    expect(
      read(`
      <h1>Pizza</h1>
      <h2>Ingredients</h2><ul><li>500 g flour</li><li>300 ml water</li></ul>
      <h2>Method</h2>
      <p><strong>Method for the dough:</strong></p>
      <ol><li>Knead the flour and water.</li><li>Let the dough rise.</li></ol>
      <p><strong>Method for the topping:</strong></p>
      <p>Spread the sauce over the dough.</p><p>Bake for 10 minutes.</p>`)?.instructions.map((s) => [
        s.section,
        s.description,
      ]),
    ).toEqual([
      ['Method for the dough', 'Knead the flour and water.'],
      ['Method for the dough', 'Let the dough rise.'],
      ['Method for the topping', 'Spread the sauce over the dough.'],
      ['Method for the topping', 'Bake for 10 minutes.'],
    ]);
  });
});

describe('readVisibleRecipe: headings laid out in other ways', () => {
  it('knows a heading that leads into its part with a few words', () => {
    expect(
      lines(`<h1>Chipotle Chicken</h1>
        <p><strong>Ingredients</strong></p><ul><li>1 pound chicken</li><li>1/4 cup flour</li></ul>
        <p><strong>Here’s how to make it:</strong></p>
        <ol><li>Dust the chicken with the flour.</li><li>Fry it until golden.</li></ol>`),
    ).toEqual({
      title: 'Chipotle Chicken',
      ingredients: ['1 pound chicken', '1/4 cup flour'],
      steps: ['Dust the chicken with the flour.', 'Fry it until golden.'],
    });
  });

  it('knows a heading element that names what the ingredients are for', () => {
    expect(
      lines(`<h1>Turkey Meatballs</h1>
        <h2>Ingredients list for the creamy spinach turkey meatballs</h2><ul><li>1/2 lb ground turkey</li><li>1 egg</li></ul>
        <h2>Directions</h2><ol><li>Mix the turkey with the egg.</li><li>Roll into balls and fry them.</li></ol>`)
        .ingredients,
    ).toEqual(['1/2 lb ground turkey', '1 egg']);
  });

  it('reads the steps right after the ingredients under a heading it does not know', () => {
    expect(
      lines(`<h1>Marshmallow Fondant</h1>
        <p>Ingredients</p><ul><li>10 ounces mini marshmallows</li><li>3 tablespoons water</li></ul>
        <h4>Let’s get started!</h4>
        <ol><li>Melt the marshmallows with the water in the microwave.</li><li>Knead in the sugar until the fondant is smooth.</li></ol>
        <p>Share on Facebook</p>`).steps,
    ).toEqual([
      'Melt the marshmallows with the water in the microwave.',
      'Knead in the sugar until the fondant is smooth.',
    ]);
  });

  it('reads the groups of steps under further headings of the unknown heading’s level, as their sections', () => {
    const recipe = read(`<h1>Apple Pie</h1>
        <p>Ingrediëntenlijst</p><ul><li>1 kilo appels</li><li>150 gr rozijnen</li></ul>
        <h2>Appeltaart maken</h2>
        <p>Schil de appels en snijd ze in partjes.</p><p>Vet een springvorm in en bekleed hem met deeg.</p>
        <h2>Appeltaart bakken</h2>
        <p>Bak de taart in een uur goudbruin en gaar.</p>
        <h2>Delen met vrienden</h2><ul><li>Facebook</li><li>WhatsApp</li></ul>`);
    expect(recipe?.ingredients.map((i) => i.original)).toEqual(['1 kilo appels', '150 gr rozijnen']);
    expect(recipe?.instructions.map((s) => [s.section, s.description])).toEqual([
      ['Appeltaart maken', 'Schil de appels en snijd ze in partjes.'],
      ['Appeltaart maken', 'Vet een springvorm in en bekleed hem met deeg.'],
      ['Appeltaart bakken', 'Bak de taart in een uur goudbruin en gaar.'],
    ]);
  });

  it('reads the paragraphs one list item parts with blank lines as steps of their own', () => {
    expect(
      lines(`<h1>Maple Cream</h1>
        <h2>Ingredients</h2><ul><li>8 ounces cream cheese</li><li>1 cup cream</li></ul>
        <h2>Directions</h2><ul><li>Beat the cream cheese. Scrape down the bowl.<br/><br/>Pour in the cream. Beat until smooth.</li></ul>`)
        .steps,
    ).toEqual(['Beat the cream cheese. Scrape down the bowl.', 'Pour in the cream. Beat until smooth.']);
  });

  it('reads the method when the page puts it before the ingredients', () => {
    expect(
      lines(`<h1>Cheese Toastie</h1>
        <h2>Method</h2><ol><li>Heat a sandwich press.</li><li>Fill the bread and toast it for 4 minutes.</li></ol>
        <p>Makes 1</p>
        <h2>Ingredients</h2><ul><li>2 slices bread</li><li>1 slice cheese</li></ul>`),
    ).toEqual({
      title: 'Cheese Toastie',
      ingredients: ['2 slices bread', '1 slice cheese'],
      steps: ['Heat a sandwich press.', 'Fill the bread and toast it for 4 minutes.'],
    });
  });
});

describe('readVisibleRecipe: cards laid out without a method heading', () => {
  it('reads steps each under a heading of its own (“Step 1”), up to where the page goes on', () => {
    expect(
      lines(`<h1>Killer Spaghetti</h1>
        <p>Ingredients</p><ul><li>12 ounces spaghetti</li><li>1 can tomato puree</li></ul>
        <p>ADVERTISEMENT</p>
        <h3>Step 1</h3><p>Whisk the tomato puree with 3 cups of boiling water.</p>
        <h3>Step 2</h3><p>Fry the spaghetti in the oil until it chars.</p><p>Ladle on another cup of the tomato mixture.</p>
        <p>Share by email</p><p>Something went wrong, please try again.</p>
        <h2>Featured in</h2><ul><li>Our best pasta recipes</li></ul>`),
    ).toEqual({
      title: 'Killer Spaghetti',
      ingredients: ['12 ounces spaghetti', '1 can tomato puree'],
      steps: [
        'Whisk the tomato puree with 3 cups of boiling water.',
        'Fry the spaghetti in the oil until it chars.',
        'Ladle on another cup of the tomato mixture.',
      ],
    });
  });

  it('ends the ingredients where sentences start, and reads those sentences as the steps', () => {
    expect(
      lines(`<h1>Baby Back Ribs</h1>
        <p>Ingredients</p><ul><li>1 rack baby back ribs</li><li>1 cup of brown sugar</li></ul>
        <p>Optional</p><ul><li>Your favourite barbecue sauce</li></ul>
        <p>Prepare your smoker at 275 degrees with hickory wood.</p>
        <p>Remove the membrane off the back of the rack.</p>
        <p>Smoke the ribs until they turn a mahogany colour.</p>
        <ul><li>Facebook</li><li>Pinterest</li></ul>`),
    ).toEqual({
      title: 'Baby Back Ribs',
      ingredients: ['1 rack baby back ribs', '1 cup of brown sugar', 'Your favourite barbecue sauce'],
      steps: [
        'Prepare your smoker at 275 degrees with hickory wood.',
        'Remove the membrane off the back of the rack.',
        'Smoke the ribs until they turn a mahogany colour.',
      ],
    });
  });

  it('keeps the ingredients after one note sentence among them', () => {
    expect(
      lines(`<h1>Bread</h1>
        <h2>Ingredients</h2><ul><li>500 g flour</li><li>10 g salt</li></ul>
        <p>Any strong white flour will do for this bread.</p>
        <ul><li>350 ml water</li></ul>
        <h2>Method</h2><ol><li>Knead everything together.</li><li>Bake at 230 °C.</li></ol>`).ingredients,
    ).toEqual(['500 g flour', '10 g salt', '350 ml water']);
  });

  it('reads the groups a part heads at its own level: bold “INGREDIENTS”, then bold group names', () => {
    const recipe = read(`<h1>Braised beef</h1>
      <p><strong>INGREDIENTS</strong></p><p><strong>Beef</strong></p>
      <ul><li>900 g beef roast</li><li>500 ml water</li></ul>
      <p><strong>Mash</strong></p><ul><li>6 potatoes</li><li>30 ml butter</li></ul>
      <p><strong>PREPARATION</strong></p><p><strong>Beef</strong></p>
      <ul><li>Braise the beef for 3 hours.</li><li>Blend the sauce.</li></ul>
      <p><strong>See also:</strong></p><ul><li>Ideas for lunch boxes</li></ul>`);
    expect(recipe?.ingredients.map((i) => [i.group, i.original])).toEqual([
      ['Beef', '900 g beef roast'],
      ['Beef', '500 ml water'],
      ['Mash', '6 potatoes'],
      ['Mash', '30 ml butter'],
    ]);
    expect(recipe?.instructions.map((s) => s.description)).toEqual([
      'Braise the beef for 3 hours.',
      'Blend the sauce.',
    ]);
  });

  it('knows headings with a pictogram before the word, and “Step-by-step”', () => {
    expect(
      lines(`<h1>Brisket Chili</h1>
        <h2>🛒 What You’ll Need</h2><ul><li>2 lbs beef brisket</li><li>1 onion, diced</li></ul>
        <h2>🔧 Tools</h2><ul><li>Slow cooker</li></ul>
        <h2>Step-by-step</h2><ol><li>Sear the brisket.</li><li>Cook it low for 8 hours.</li></ol>`),
    ).toEqual({
      title: 'Brisket Chili',
      ingredients: ['2 lbs beef brisket', '1 onion, diced'],
      steps: ['Sear the brisket.', 'Cook it low for 8 hours.'],
    });
  });

  it.each([
    ['Das brauchst du', "So wird's gemacht"],
    ['Liste des ingrédients', 'Méthode'],
    ['Wat heb je nodig', 'Zo maak je het'],
  ])('knows the headings “%s” and “%s”', (ingredients, method) => {
    expect(
      lines(`<h1>Soup</h1><h2>${ingredients}</h2><ul><li>1 leek</li><li>1 l stock</li></ul>
        <h2>${method}</h2><ol><li>Slice the leek.</li><li>Simmer it in the stock.</li></ol>`).steps,
    ).toEqual(['Slice the leek.', 'Simmer it in the stock.']);
  });
});

describe('readVisibleRecipe: part headings with marks and groups', () => {
  it('knows a heading with a footnote mark (“Zutaten*”)', () => {
    expect(
      lines(`<h1>Spinat-Pancakes</h1>
        <h3>Zutaten*</h3><ul><li>80 g Spinat</li><li>100 g Dinkelmehl</li></ul>
        <p>* Beispielhafte Mengen.</p>
        <h3>Zubereitung:</h3><ul><li>Den Spinat auftauen lassen.</li><li>Das Mehl unterrühren und backen.</li></ul>`)
        .ingredients,
    ).toEqual(['80 g Spinat', '100 g Dinkelmehl']);
  });

  it('reads the groups of a method whose heading is a line over smaller group headings', () => {
    const recipe = read(`<h1>S’mores</h1>
      <p>Ingredients</p><ul><li>1 kg cookie mix</li><li>150 g butter</li></ul>
      <p>Method</p>
      <h4>Biscuits</h4><ul><li>Beat the cookie mix with the butter.</li><li>Bake at 160 °C for 12 minutes.</li></ul>
      <h4>Assembly</h4><ul><li>Sandwich the mallow between two biscuits.</li></ul>`);
    expect(recipe?.instructions.map((s) => [s.section, s.description])).toEqual([
      ['Biscuits', 'Beat the cookie mix with the butter.'],
      ['Biscuits', 'Bake at 160 °C for 12 minutes.'],
      ['Assembly', 'Sandwich the mallow between two biscuits.'],
    ]);
  });

  it('ends a method at a heading of its own level when its first line is no group heading', () => {
    expect(
      lines(`<h1>Toast</h1>
        <h2>Ingredients</h2><ul><li>2 slices bread</li><li>1 tbsp butter</li></ul>
        <h2>Method</h2><ol><li>Toast the bread.</li><li>Butter it while hot.</li></ol>
        <h2>More breakfasts</h2><ul><li>Try our porridge.</li></ul>`).steps,
    ).toEqual(['Toast the bread.', 'Butter it while hot.']);
  });
});

describe('readVisibleRecipe: nested lists', () => {
  it('reads an item’s words before the list it holds as that list’s group heading', () => {
    const recipe = read(`<h1>Chili</h1>
      <h2>Ingredients</h2>
      <ul><li>1 lb beef</li><li><strong>Seasonings</strong><ul><li>1 tbsp chili powder</li><li>2 tsp cumin</li></ul></li></ul>
      <h2>Method</h2><ol><li>Brown the beef.</li><li>Stir in the spices.</li></ol>`);
    expect(recipe?.ingredients.map((i) => [i.group ?? null, i.original])).toEqual([
      [null, '1 lb beef'],
      ['Seasonings', '1 tbsp chili powder'],
      ['Seasonings', '2 tsp cumin'],
    ]);
  });

  it('keeps an item with an amount before its nested notes as an ingredient', () => {
    expect(
      lines(`<h1>Chili</h1>
      <h2>Ingredients</h2>
      <ul><li>2 cans beans<ul><li>drained</li></ul></li><li>1 lb beef</li></ul>
      <h2>Method</h2><ol><li>Brown the beef.</li><li>Stir in the beans.</li></ol>`).ingredients,
    ).toContain('2 cans beans');
  });
});

describe('readVisibleRecipe: parts a page leaves unheaded or folded', () => {
  it('reads the steps of a folded part (shown to screen readers until opened)', () => {
    expect(
      lines(`<h1>Custard</h1>
        <h2>Ingredients</h2><ul><li>4 egg yolks</li><li>600 ml double cream</li></ul>
        <h2>Method</h2><div class="accordion"><div class="is-visually-hidden"><ol>
          <li>Whisk the yolks.</li><li>Pour over the hot cream and stir until thick.</li></ol></div></div>`)
        .steps,
    ).toEqual(['Whisk the yolks.', 'Pour over the hot cream and stir until thick.']);
  });

  it('reads a measured list that no heading names as the ingredients of the method after it', () => {
    const recipe = read(`<h1>Roasted rhubarb</h1>
      <p>Roasted rhubarb</p>
      <ul><li>200g rhubarb, cut into chunks</li><li>90g caster sugar</li></ul>
      <h3>Custard</h3><ul><li>4 large egg yolks</li><li>600ml double cream</li></ul>
      <p>Serves eight</p><p>About</p><p>Use forced rhubarb when it is in season.</p>
      <p>Method</p><ol><li>Heat the oven to 200°C.</li><li>Roast the rhubarb with the sugar.</li></ol>`);
    expect(recipe?.ingredients.map((i) => [i.group ?? null, i.original])).toEqual([
      [null, '200g rhubarb, cut into chunks'],
      [null, '90g caster sugar'],
      ['Custard', '4 large egg yolks'],
      ['Custard', '600ml double cream'],
    ]);
    expect(recipe?.instructions.map((s) => s.description)).toEqual([
      'Heat the oven to 200°C.',
      'Roast the rhubarb with the sugar.',
    ]);
  });

  it('takes no unmeasured bullet points before a method for its ingredients', () => {
    expect(
      read(`<h1>Why we love this</h1>
      <ul><li>Quick to make</li><li>Great for kids</li><li>Freezes well</li></ul>
      <h2>Method</h2><ol><li>Heat the oven.</li><li>Bake it.</li></ol>`),
    ).toBeNull();
  });

  const PARAGRAPH =
    'Separate the eggs. Beat the yolks with the sugar and the milk until pale, then stir in the flour, the cocoa and the baking powder. Whisk the whites until stiff and fold them in. Bake the cake in a buttered tin at 170 °C for 50 minutes.';

  it('reads one long paragraph alone under a heading after the ingredients as the method', () => {
    expect(
      lines(`<h1>Chocolate cake</h1>
        <h1>Ingredients</h1><ul><li>4 eggs</li><li>250 g sugar</li></ul>
        <h1>The recipe</h1><p>${PARAGRAPH}</p>
        <h1>More recipes</h1>`).steps,
    ).toEqual([
      'Separate the eggs.',
      'Beat the yolks with the sugar and the milk until pale, then stir in the flour, the cocoa and the baking powder.',
      'Whisk the whites until stiff and fold them in.',
      'Bake the cake in a buttered tin at 170 °C for 50 minutes.',
    ]);
  });

  it('takes no paragraph that other lines follow (an introduction and its byline) for the method', () => {
    expect(
      read(`<h1>Chocolate cake</h1>
        <h1>Ingredients</h1><ul><li>4 eggs</li><li>250 g sugar</li></ul>
        <h1>About this cake</h1><p>${PARAGRAPH}</p><p>Anna</p><p>To the author's page</p>`),
    ).toBeNull();
  });
});

describe('readVisibleRecipe: groups of steps the page numbers and names', () => {
  it('reads steps under numbered headings (“1. Make the sauce:”) after lists grouped by aisle', () => {
    const recipe = read(`<h1>Leeky Latkes</h1>
      <p>Shop this recipe</p>
      <h2>Produce</h2><ul><li>1 bunch of dill</li><li>1 pound potatoes</li></ul>
      <h2>Dairy</h2><ul><li>1 egg</li><li>1 cup sour cream</li></ul>
      <h3>1. Make the dill sour cream:</h3><ul><li>Chop the dill into the sour cream.</li></ul>
      <h3>2. Fry the latkes:</h3><ul><li>Grate the potatoes.</li><li>Fry them in hot oil.</li></ul>
      <h2>More recipes</h2><p>Potato salad</p>`);
    expect(recipe?.ingredients.map((i) => [i.group, i.original])).toEqual([
      ['Produce', '1 bunch of dill'],
      ['Produce', '1 pound potatoes'],
      ['Dairy', '1 egg'],
      ['Dairy', '1 cup sour cream'],
    ]);
    expect(recipe?.instructions.map((s) => [s.section, s.description])).toEqual([
      ['Make the dill sour cream', 'Chop the dill into the sour cream.'],
      ['Fry the latkes', 'Grate the potatoes.'],
      ['Fry the latkes', 'Fry them in hot oil.'],
    ]);
  });

  it('starts no method at a numbered heading after the first (“3. Our favourite pans”)', () => {
    expect(
      read(`<h1>Best pans</h1>
      <ul><li>1 frying pan</li><li>2 saucepans</li><li>1 wok</li></ul>
      <h3>3. Our favourite pans</h3><ul><li>A cast iron pan lasts a lifetime.</li></ul>`),
    ).toBeNull();
  });
});
