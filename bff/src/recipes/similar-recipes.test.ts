import { testDatabaseKinds } from '@viral/db/testing';
import type { RecipeSummary } from '@viral/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureRecipe, insertCatalogue } from '../testing/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const tags = ['Quick Meals', 'Dinner', 'Salmon', 'Rice', 'Asian', 'Beef'].map((name) => ({ name }));

/** Quick Meals and Dinner are on most recipes; Salmon and Rice on few. */
const recipes: FixtureRecipe[] = [
  {
    title: 'Salmon Rice Bowl',
    tags: ['Quick Meals', 'Dinner', 'Salmon', 'Rice'],
    ingredients: ['Salmon', 'Cooked Rice', 'Soy Sauce', 'Avocado'],
  },
  // Shares the two common tags only, and is the most trending of all.
  {
    title: 'Smash Burger Tacos',
    tags: ['Quick Meals', 'Dinner', 'Beef'],
    ingredients: ['Beef', 'Tortillas'],
    views: 90_000,
    likes: 9_000,
  },
  // One rare tag each, the same weight: the one sharing more ingredients comes first.
  {
    title: 'Teriyaki Salmon',
    tags: ['Salmon'],
    ingredients: ['salmon ', 'Soy Sauce', 'Honey'],
    views: 10,
  },
  { title: 'Salmon Cakes', tags: ['Salmon'], ingredients: ['Salmon', 'Breadcrumbs'], views: 500 },
  { title: 'Fried Rice', tags: ['Rice', 'Asian'], ingredients: ['Cooked Rice', 'Eggs'], views: 20 },
  ...Array.from({ length: 12 }, (_, n) => ({
    title: `Weeknight Dish ${n + 1}`,
    tags: ['Quick Meals', 'Dinner'],
    ingredients: ['Pasta'],
    views: 100 + n,
  })),
];

describe.each(testDatabaseKinds())('similar recipes on %s', (kind) => {
  let t: TestApp;
  let ids: Map<string, string>;
  const similarTo = async (title: string, limit = 4) => {
    const res = await t.app.request(`/api/recipes/${ids.get(title)}/similar?limit=${limit}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: RecipeSummary[] }).items.map((recipe) => recipe.title);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ recipeIds: ids } = await insertCatalogue(t.db.db, tags, recipes));
  });
  afterAll(() => t.close());

  it('weighs a shared rare tag above shared common ones, whatever their trending', async () => {
    const titles = await similarTo('Salmon Rice Bowl', 5);
    // Rice is on 2 recipes, Salmon on 3, Quick Meals and Dinner on 14 of 17.
    expect(titles.slice(0, 3)).toEqual(['Fried Rice', 'Teriyaki Salmon', 'Salmon Cakes']);
    expect(titles[3]).toBe('Smash Burger Tacos');
    expect(titles).not.toContain('Salmon Rice Bowl');
  });

  it('orders recipes whose shared tags weigh the same by the ingredients they share', async () => {
    // Teriyaki Salmon shares salmon and soy sauce (written differently), Salmon Cakes salmon only,
    // though Salmon Cakes is the more viewed.
    const titles = await similarTo('Salmon Rice Bowl', 3);
    expect(titles.slice(1)).toEqual(['Teriyaki Salmon', 'Salmon Cakes']);
  });

  it('falls back to trending among recipes that share the same tags and no ingredient', async () => {
    const titles = await similarTo('Weeknight Dish 1', 3);
    // Smash Burger Tacos and the other weeknight dishes share Quick Meals and Dinner with it; the
    // weeknight dishes share pasta too, so they come first, the most viewed first.
    expect(titles).toEqual(['Weeknight Dish 12', 'Weeknight Dish 11', 'Weeknight Dish 10']);
  });

  it('lists nothing for a recipe without tags', async () => {
    const [lonely] = (
      await insertCatalogue(t.db.db, [], [{ title: 'Plain Toast', ingredients: ['Bread'] }])
    ).recipeIds.values();
    const res = await t.app.request(`/api/recipes/${lonely}/similar`);
    expect(((await res.json()) as { items: unknown[] }).items).toEqual([]);
  });
});
