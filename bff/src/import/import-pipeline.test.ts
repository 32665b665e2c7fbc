import { selectRows } from '@viral/db';
import { testDatabaseKinds } from '@viral/db/testing';
import { NUTRITION_DEFAULTS } from '@viral/domain';
import { normaliseRecipe } from '@viral/reader';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, asBrowser, createAccounts, signIn } from '../testing/auth-test-kit.ts';
import { type RecipeSite, startRecipeSite } from '../testing/doubles/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { previewImport } from './preview-import.ts';
import { DuplicateRecipeError, saveImportedRecipe } from './save/save-recipe.ts';

const recipeLd = (name: string) => ({
  '@type': 'Recipe',
  name,
  recipeCategory: 'Dinner',
  recipeCuisine: 'Italian',
  keywords: 'pasta, weeknight',
  totalTime: 'PT25M',
  recipeYield: '4',
  recipeIngredient: [
    '400 g spaghetti',
    '4 cloves garlic, sliced',
    '1/2 cup olive oil',
    '1 tsp chili flakes',
    '2 chicken breasts',
  ],
  recipeInstructions: [
    'Boil the spaghetti in a large pot.',
    'Sizzle the garlic in oil in a skillet.',
    'Toss together.',
  ],
  nutrition: { calories: '520 kcal' },
});
const ldPage = (data: unknown) =>
  `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head></html>`;

let site: RecipeSite;
let base: string;
beforeAll(async () => {
  site = await startRecipeSite({
    '/aglio-olio': ldPage(recipeLd('Spaghetti Aglio e Olio')),
    '/roundup': ldPage({ '@graph': [recipeLd('One'), recipeLd('Two')] }),
    '/blog': '<html><body><p>Ten tips for a tidy kitchen</p></body></html>',
    '/stew': `<html><head><meta property="og:image" content="/stew.jpg"></head><body>
        <h1>Beef Stew</h1><h2>Ingredients</h2><ul><li>1 kg beef</li><li>1 l stock</li></ul>
        <h2>Method</h2><ol><li>Brown the beef.</li><li>Simmer for two hours.</li></ol></body></html>`,
  });
  base = site.origin;
});
afterAll(() => site.close());

describe('previewImport and normalisation', () => {
  const policy = () => ({ policy: { allowHosts: [new URL(base).host] } });

  it('turns a structured recipe page into a complete draft with 8-15 tags', async () => {
    const preview = await previewImport({ url: `${base}/aglio-olio?utm_source=tiktok` }, policy());
    expect(preview.source).toBe('structured-data');
    expect(preview.validation).toMatchObject({ is_recipe: true, confidence: 95 });
    const recipe = preview.recipe;
    expect(recipe).toMatchObject({
      title: 'Spaghetti Aglio e Olio',
      total_time: 25,
      servings: 4,
      difficulty: 'easy',
    });
    expect(recipe?.source_url).toBe(`https://${new URL(base).host}/aglio-olio`);
    expect(recipe?.nutrition_info).toEqual({ ...NUTRITION_DEFAULTS, calories: 520 });
    expect(recipe?.required_appliances).toEqual(['Stovetop']);
    expect(recipe?.tags.length).toBeGreaterThanOrEqual(8);
    expect(recipe?.tags.length).toBeLessThanOrEqual(15);
    expect(recipe?.tags.slice(0, 6)).toEqual([
      'Dinner',
      'Italian',
      'Pasta',
      'Weeknight',
      'Chicken',
      'Quick Meals',
    ]);
  });

  it('uses pasted page source instead of fetching', async () => {
    const preview = await previewImport(
      { url: 'https://blocked.example/pasta', html: ldPage(recipeLd('Pasted Pasta')) },
      { policy: { allowHosts: [] } },
    );
    expect(preview.recipe?.title).toBe('Pasted Pasta');
  });

  it('says why a roundup or a page without a recipe cannot be imported', async () => {
    expect((await previewImport({ url: `${base}/roundup` }, policy())).validation).toMatchObject({
      page_type: 'recipe_list',
      detected_recipes_count: 2,
    });
    const blog = await previewImport({ url: `${base}/blog` }, policy());
    expect(blog).toEqual({
      validation: expect.objectContaining({ is_recipe: false, confidence: 0, page_type: 'other' }),
      recipe: null,
      source: null,
    });
    expect(blog.validation.reason).toBe(
      'The page has no structured recipe data, and the reader finds no recipe card on it (an ingredient list and steps), and no AI model is configured to read it',
    );
  });

  it('imports the recipe card a page shows when it has no structured data and no model is configured', async () => {
    const preview = await previewImport({ url: `${base}/stew` }, policy());
    expect(preview.source).toBe('page');
    expect(preview.validation.is_recipe).toBe(true);
    expect(preview.recipe).toMatchObject({
      title: 'Beef Stew',
      image_url: `${base}/stew.jpg`,
      ingredients: [
        expect.objectContaining({ name: 'Beef', amount: '1', unit: 'kg' }),
        expect.objectContaining({ name: 'Stock', amount: '1', unit: 'l' }),
      ],
      instructions: [
        { step: 1, description: 'Brown the beef.', section: null },
        { step: 2, description: 'Simmer for two hours.', section: null },
      ],
    });
  });
});

describe.each(testDatabaseKinds())('the import API and saving on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  const countRecipes = async () =>
    (await selectRows<{ n: number }>(t.db.db, sql`select count(*)::int as n from recipes`))[0]?.n;
  beforeAll(async () => {
    t = await createTestApp(kind, { IMPORT_ALLOW_HOSTS: new URL(base).host });
    await createAccounts(t);
    cookie = await signIn(t, ADMIN);
  });
  afterAll(() => t.close());

  it('previews for an admin only and saves nothing', async () => {
    const anonymous = await t.app.request('/api/admin/extract', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: `${base}/aglio-olio` }),
    });
    expect(anonymous.status).toBe(401);
    const res = await t.app.request(
      '/api/admin/extract',
      asBrowser(cookie, 'POST', { url: `${base}/aglio-olio` }),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).recipe.title).toBe('Spaghetti Aglio e Olio');
    expect(await countRecipes()).toBe(0);
  });

  it('answers fetch refusals and failures with a 422 naming the reason', async () => {
    const other = `http://127.0.0.1:${Number(new URL(base).port) + 1}/x`;
    for (const [url, message] of [
      [other, 'is not a public address'],
      [`${base}/missing`, 'Failed to fetch recipe content: 404'],
    ]) {
      const res = await t.app.request('/api/admin/extract', asBrowser(cookie, 'POST', { url }));
      expect(res.status).toBe(422);
      expect((await res.json()).error.message).toContain(message);
    }
    const bad = await t.app.request('/api/admin/extract', asBrowser(cookie, 'POST', { url: 'ftp://x/y' }));
    expect(bad.status).toBe(400);
  });

  it('saves a recipe with its tags, links and a zero stats row, once per page', async () => {
    const preview = await previewImport(
      { url: `${base}/aglio-olio` },
      { policy: { allowHosts: [new URL(base).host] } },
    );
    const draft = preview.recipe ?? normaliseRecipe({} as never);
    const saved = await saveImportedRecipe(t.db.db, draft);
    expect(saved.slug).toBe('spaghetti-aglio-e-olio');
    const recipe = await (await t.app.request(`/api/recipes/${saved.slug}`)).json();
    expect(recipe.tags.map((tag: { name: string }) => tag.name).sort()).toEqual([...draft.tags].sort());
    expect(recipe.tags.find((tag: { name: string }) => tag.name === 'Italian')).toMatchObject({
      is_category: true,
    });
    expect(recipe.recipe_stats).toEqual({ views: 0, likes: 0, shares: 0, saves: 0 });

    const again = { ...draft, source_url: draft.source_url };
    await expect(saveImportedRecipe(t.db.db, again)).rejects.toBeInstanceOf(DuplicateRecipeError);
    const sameTitle = await saveImportedRecipe(t.db.db, {
      ...draft,
      source_url: 'https://other.example/aglio',
    });
    expect(sameTitle.slug).toBe('spaghetti-aglio-e-olio-2');
    expect(await countRecipes()).toBe(2);
  });
});
