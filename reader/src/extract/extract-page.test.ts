import { describe, expect, it } from 'vitest';
import { extractStructuredRecipe } from './extract-page.ts';

/** JSON-LD inside a page escapes '</' as sites do, so a '</script>' in a value cannot end the element. */
const page = (jsonLd: unknown, extraHead = '') =>
  `<html><head>${extraHead}<script type="application/ld+json">${JSON.stringify(jsonLd).replace(/<\//g, '<\\/')}</script></head><body></body></html>`;
const URL_ = 'https://cook.example/recipes/scones/';

const scones = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Citrus Scones &amp; Glaze',
  description: '<p>Bright and <b>flaky</b>.</p>',
  image: [
    { '@type': 'ImageObject', url: '/img/scones-225x225.jpg', width: 225, height: 225 },
    { '@type': 'ImageObject', url: '/img/scones.jpg', width: 1200, height: 900 },
  ],
  prepTime: 'PT15M',
  cookTime: 'PT20M',
  totalTime: 'PT1H5M',
  recipeYield: ['8', '8 scones'],
  recipeIngredient: [
    '2 cups all-purpose flour',
    '1 ½ cups cold butter, cubed',
    '3/4 - 1 cup heavy cream ((optional))',
  ],
  recipeInstructions: [
    {
      '@type': 'HowToSection',
      name: 'For the scones',
      itemListElement: [
        { '@type': 'HowToStep', text: 'Whisk the flour.' },
        { '@type': 'HowToStep', text: 'Cut in the butter.' },
      ],
    },
    {
      '@type': 'HowToSection',
      name: 'For the glaze',
      itemListElement: [{ '@type': 'HowToStep', text: 'Stir the glaze.' }],
    },
  ],
  nutrition: {
    '@type': 'NutritionInformation',
    calories: '310 kcal',
    proteinContent: '4 g',
    sodiumContent: '1,200 mg',
  },
  keywords: 'scones, brunch',
  recipeCategory: 'breakfast',
  recipeCuisine: ['British'],
};

describe('extractStructuredRecipe', () => {
  it('reads a complete JSON-LD recipe into every recipe field', () => {
    const { validation, recipe } = extractStructuredRecipe(page(scones), URL_);
    expect(validation).toMatchObject({
      is_recipe: true,
      page_type: 'single_recipe',
      detected_recipes_count: 1,
    });
    expect(recipe).toMatchObject({
      title: 'Citrus Scones & Glaze',
      description: 'Bright and flaky.',
      image_url: 'https://cook.example/img/scones.jpg',
      prep_time: 15,
      cook_time: 20,
      total_time: 65,
      servings: 8,
      nutrition: { calories: 310, protein: 4, sodium: 1200 },
    });
    expect(recipe?.image_urls).toEqual([
      'https://cook.example/img/scones.jpg',
      'https://cook.example/img/scones-225x225.jpg',
    ]);
    expect(recipe?.tag_candidates).toEqual(['Breakfast', 'British', 'Scones', 'Brunch']);
  });

  it('parses ingredient lines into amount, unit, Title Case name and notes, keeping the original', () => {
    const { recipe } = extractStructuredRecipe(page(scones), URL_);
    expect(recipe?.ingredients).toEqual([
      {
        name: 'All-purpose Flour',
        amount: '2',
        unit: 'cups',
        notes: null,
        original: '2 cups all-purpose flour',
      },
      {
        name: 'Cold Butter',
        amount: '1 1/2',
        unit: 'cups',
        notes: 'cubed',
        original: '1 ½ cups cold butter, cubed',
      },
      {
        name: 'Heavy Cream',
        amount: '3/4-1',
        unit: 'cup',
        notes: 'optional',
        original: '3/4 - 1 cup heavy cream (optional)',
      },
    ]);
  });

  it('numbers steps across HowToSections and keeps each section name', () => {
    const { recipe } = extractStructuredRecipe(page(scones), URL_);
    expect(recipe?.instructions).toEqual([
      { step: 1, description: 'Whisk the flour.', section: 'For the scones' },
      { step: 2, description: 'Cut in the butter.', section: 'For the scones' },
      { step: 3, description: 'Stir the glaze.', section: 'For the glaze' },
    ]);
  });

  it('finds the recipe inside an @graph and inside an array, and adds prep and cook when total is missing', () => {
    const { totalTime: _t, ...noTotal } = scones;
    const inGraph = {
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'WebPage', name: 'x' }, noTotal],
    };
    expect(extractStructuredRecipe(page(inGraph), URL_).recipe?.total_time).toBe(35);
    const inArray = [
      { '@type': 'Organization', name: 'Cook' },
      { ...scones, '@type': ['Recipe', 'NewsArticle'] },
    ];
    expect(extractStructuredRecipe(page(inArray), URL_).recipe?.title).toBe('Citrus Scones & Glaze');
  });

  it('splits one instruction string into lines and drops scripts embedded in it', () => {
    const recipe = { ...scones, recipeInstructions: 'Mix.\nBake.<script>track()</script>\nCool.' };
    const { recipe: found } = extractStructuredRecipe(page(recipe), URL_);
    expect(found?.instructions.map((s) => s.description)).toEqual(['Mix.', 'Bake.', 'Cool.']);
  });

  it('prefers the Open Graph image, the one the site shows when shared', () => {
    const og = '<meta property="og:image" content="https://cdn.cook.example/hero.jpg">';
    expect(extractStructuredRecipe(page(scones, og), URL_).recipe?.image_url).toBe(
      'https://cdn.cook.example/hero.jpg',
    );
  });

  it('reads microdata when there is no JSON-LD', () => {
    const html = `<html><body><div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Garlic Noodles</h1>
      <meta itemprop="totalTime" content="PT15M"><span itemprop="recipeYield">2 servings</span>
      <li itemprop="recipeIngredient">200 g noodles</li><li itemprop="recipeIngredient">4 cloves garlic, minced</li>
      <div itemprop="recipeInstructions">Boil the noodles.</div><div itemprop="recipeInstructions">Toss with garlic.</div>
    </div></body></html>`;
    const { validation, recipe } = extractStructuredRecipe(html, URL_);
    expect(validation?.is_recipe).toBe(true);
    expect(recipe).toMatchObject({ title: 'Garlic Noodles', total_time: 15, servings: 2 });
    expect(recipe?.ingredients.map((i) => i.name)).toEqual(['Noodles', 'Garlic']);
    expect(recipe?.instructions.map((s) => s.description)).toEqual([
      'Boil the noodles.',
      'Toss with garlic.',
    ]);
  });

  it('reads the paragraphs of a microdata step’s text, numbered with no space after a heading, as steps', () => {
    const html = `<html><body><div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Pasta Salad</h1>
      <li itemprop="recipeIngredient">200 g pasta</li><li itemprop="recipeIngredient">1 l stock</li>
      <ol itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection">
        <li itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep">
          <span itemprop="text"><p><strong>Salad</strong></p><p>1. Bring the stock to the boil.</p><p>2. Cook the pasta in it.</p></span>
        </li>
      </ol>
    </div></body></html>`;
    expect(extractStructuredRecipe(html, URL_).recipe?.instructions.map((s) => s.description)).toEqual([
      'Salad',
      'Bring the stock to the boil.',
      'Cook the pasta in it.',
    ]);
  });

  it('keeps a microdata step’s text as one step when it has no paragraphs', () => {
    const html = `<html><body><div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Pasta Salad</h1>
      <li itemprop="recipeIngredient">200 g pasta</li><li itemprop="recipeIngredient">1 l stock</li>
      <ol itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection">
        <li itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep">
          <span itemprop="text">Bring the stock to the boil, <em>then</em> cook the pasta in it.</span>
        </li>
      </ol>
    </div></body></html>`;
    expect(extractStructuredRecipe(html, URL_).recipe?.instructions.map((s) => s.description)).toEqual([
      'Bring the stock to the boil, then cook the pasta in it.',
    ]);
  });

  it('makes each item of a microdata instructions list a step, without the scripts inside it', () => {
    const html = `<html><body><div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Cucumber Salad</h1>
      <span itemprop="recipeIngredient">1 cucumber</span>
      <div itemprop="recipeInstructions"><ol>
        <li>Slice the cucumber
          thinly.</li>
        <script>(ads = window.ads || []).push({});</script>
        <li>Salt it and leave for 15 minutes.</li>
      </ol></div>
    </div></body></html>`;
    expect(extractStructuredRecipe(html, URL_).recipe?.instructions).toEqual([
      { step: 1, description: 'Slice the cucumber thinly.', section: null },
      { step: 2, description: 'Salt it and leave for 15 minutes.', section: null },
    ]);
  });

  it('reads microdata properties that follow a nested item of another schema.org spelling', () => {
    const html = `<html><body><div itemscope itemtype="http://schema.org/Recipe">
      <h1 itemprop="name">Pancakes</h1>
      <div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ann</span></div>
      <meta itemprop="totalTime" content="PT20M"><span itemprop="recipeYield">10</span>
      <li itemprop="recipeIngredient">4 eggs</li><li itemprop="recipeIngredient">4 dl milk</li>
      <div itemprop="recipeInstructions">Whisk everything.<br>Fry ten thin pancakes.</div>
    </div></body></html>`;
    const { validation, recipe } = extractStructuredRecipe(html, URL_);
    expect(validation?.is_recipe).toBe(true);
    expect(recipe).toMatchObject({ title: 'Pancakes', total_time: 20, servings: 10 });
    expect(recipe?.ingredients.map((i) => i.original)).toEqual(['4 eggs', '4 dl milk']);
    expect(recipe?.instructions.map((s) => s.description)).toEqual([
      'Whisk everything.',
      'Fry ten thin pancakes.',
    ]);
  });

  it('calls a page with several recipes a recipe list, naming them', () => {
    const roundup = {
      '@graph': [scones, { ...scones, name: 'Lemon Bars' }, { ...scones, name: 'Brownies' }],
    };
    expect(extractStructuredRecipe(page(roundup), URL_)).toEqual({
      validation: {
        is_recipe: false,
        confidence: 95,
        reason:
          'The page holds 3 recipes (“Citrus Scones & Glaze”, “Lemon Bars”, “Brownies”); import each from its own page',
        page_type: 'recipe_list',
        detected_recipes_count: 3,
      },
      recipe: null,
    });
  });

  it('reads the one recipe whose ingredients name the other recipes on the page: its parts', () => {
    const salsa = { ...scones, name: 'Tomato Salsa' };
    const beans = { ...scones, name: 'Refried Beans' };
    const main = {
      ...scones,
      name: 'Bean Tacos',
      recipeIngredient: ['2 eggs', 'Tomato Salsa (recipe below)', '1 cup Refried Beans'],
    };
    const { validation, recipe } = extractStructuredRecipe(page({ '@graph': [main, salsa, beans] }), URL_);
    expect(validation).toMatchObject({ is_recipe: true, page_type: 'single_recipe' });
    expect(recipe?.title).toBe('Bean Tacos');
  });

  it('still calls a page a recipe list when one recipe uses only some of the others', () => {
    const salsa = { ...scones, name: 'Tomato Salsa' };
    const main = { ...scones, name: 'Bean Tacos', recipeIngredient: ['2 eggs', 'Tomato Salsa'] };
    expect(
      extractStructuredRecipe(page({ '@graph': [main, salsa, { ...scones, name: 'Brownies' }] }), URL_)
        .validation,
    ).toMatchObject({ page_type: 'recipe_list', detected_recipes_count: 3 });
  });

  it('reads one recipe beside a Recipe object that holds only its rating', () => {
    const rating = { '@type': 'Recipe', '@id': URL_, aggregateRating: { ratingValue: 4.7, ratingCount: 43 } };
    const { validation, recipe } = extractStructuredRecipe(page({ '@graph': [scones, rating] }), URL_);
    expect(validation).toMatchObject({ is_recipe: true, page_type: 'single_recipe' });
    expect(recipe?.title).toBe('Citrus Scones & Glaze');
  });

  it('still calls a page a recipe list when its second recipe is only named', () => {
    const named = { '@type': 'Recipe', name: 'Lemon Bars' };
    expect(extractStructuredRecipe(page({ '@graph': [scones, named] }), URL_).validation).toMatchObject({
      page_type: 'recipe_list',
      detected_recipes_count: 2,
    });
  });

  it('takes instructions that only repeat the recipe’s description for no method', () => {
    const blurb = 'With this recipe you bake a lovely apricot tart! Fresh apricots are best.';
    const { validation, recipe } = extractStructuredRecipe(
      page({ ...scones, description: blurb, recipeInstructions: blurb }),
      URL_,
    );
    expect(recipe?.instructions).toEqual([]);
    expect(validation).toMatchObject({
      is_recipe: false,
      reason: "The page's recipe data has no instructions",
    });
  });

  it('keeps a one-paragraph method that says more than the description', () => {
    const { recipe } = extractStructuredRecipe(
      page({ ...scones, description: 'Bake the tart.', recipeInstructions: 'Bake the tart. Serve it warm.' }),
      URL_,
    );
    expect(recipe?.instructions.map((s) => s.description)).toEqual(['Bake the tart.', 'Serve it warm.']);
  });

  it('reports what an incomplete recipe lacks, and nothing at all for a page without one', () => {
    const { validation } = extractStructuredRecipe(page({ ...scones, recipeIngredient: [] }), URL_);
    expect(validation).toMatchObject({
      is_recipe: false,
      reason: "The page's recipe data has no ingredients",
    });
    expect(extractStructuredRecipe('<html><body><p>My trip to Rome</p></body></html>', URL_)).toEqual({
      validation: null,
      recipe: null,
    });
    expect(extractStructuredRecipe('<script type="application/ld+json">{not json', URL_)).toEqual({
      validation: null,
      recipe: null,
    });
  });
});

describe('extractStructuredRecipe: text as the site meant it', () => {
  it('reads back text its site encoded twice, and drops hyphenation hints', () => {
    const { recipe } = extractStructuredRecipe(
      page({
        '@type': 'Recipe',
        name: 'Crème BrÃ»lÃ©e',
        recipeIngredient: ['1Â¼ cups half and half', '2/3 cupÂ\u00a0sugar', '50 g Berg\u00adkäse'],
        recipeInstructions: ['Bake in a water bath.'],
      }),
      URL_,
    );
    expect(recipe?.title).toBe('Crème Brûlée');
    expect(recipe?.ingredients.map((i) => i.original)).toEqual([
      '1¼ cups half and half',
      '2/3 cup sugar',
      '50 g Bergkäse',
    ]);
  });
});
