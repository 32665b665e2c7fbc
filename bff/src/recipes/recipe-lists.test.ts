import { testDatabaseKinds } from '@viral/db/testing';
import type { Recipe } from '@viral/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogue } from '../testing/catalogue-fixture.ts';
import { expectedTrendingOrder, fixtureRecipes, fixtureTags } from '../testing/search-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe.each(testDatabaseKinds())('recipe lists on %s', (kind) => {
  let t: TestApp;
  let ids: Map<string, string>;
  const now = new Date();
  const list = async (path: string) => {
    const res = await t.app.request(path);
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: Recipe[] }).items.map((r) => r.title);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const fresh = [
      { title: 'Fresh Liked', views: 10, likes: 90, age_hours: 2, tags: ['Dinner'] },
      { title: 'Fresh Viewed', views: 900, likes: 1, age_hours: 3, tags: ['Dinner'] },
      { title: 'Fresh Quiet', views: 5, likes: 5, age_hours: 20, tags: ['Breakfast'] },
    ];
    ({ recipeIds: ids } = await insertCatalogue(t.db.db, fixtureTags, [...fixtureRecipes, ...fresh], now));
  });
  afterAll(() => t.close());

  it('ranks the last 24 hours by likes or by views', async () => {
    expect(await list('/api/recipes/trending?by=likes&limit=3')).toEqual([
      'Fresh Liked',
      'Fresh Quiet',
      'Fresh Viewed',
    ]);
    // Vegan Chili (5 h old, 50 views) is in the window too.
    expect(await list('/api/recipes/trending?by=views&limit=2')).toEqual(['Fresh Viewed', 'Vegan Chili']);
    expect(await list('/api/recipes/featured')).toEqual(['Fresh Liked', 'Fresh Quiet', 'Fresh Viewed']);
  });

  it('tops the list up with the most trending older recipes when the last day is thin', async () => {
    const olderByTrending = expectedTrendingOrder(
      now,
      fixtureRecipes.filter((r) => r.title !== 'Vegan Chili'),
    );
    expect(await list('/api/recipes/trending?by=views&limit=6')).toEqual([
      ...['Fresh Viewed', 'Vegan Chili', 'Fresh Liked', 'Fresh Quiet'],
      ...olderByTrending.slice(0, 2),
    ]);
  });

  it('leaves out the excluded recipe', async () => {
    const titles = await list(`/api/recipes/trending?by=views&limit=8&exclude=${ids.get('Fresh Viewed')}`);
    expect(titles).not.toContain('Fresh Viewed');
    expect(titles).toHaveLength(8);
  });

  it('finds similar recipes by shared tags, most shared first, never the recipe itself', async () => {
    const titles = await list(`/api/recipes/${ids.get('Vegan Chili')}/similar`);
    // Chili is Dinner+Spicy+Vegan: Tacos and Ramen share two tags, then one-tag recipes by trending.
    expect(titles.slice(0, 2).sort()).toEqual(['Crispy Chicken Tacos', 'Spicy Ramen']);
    expect(titles).toHaveLength(4);
    expect(titles).not.toContain('Vegan Chili');
  });

  it('answers 404 for an unknown recipe id and 400 for a malformed one', async () => {
    expect((await t.app.request('/api/recipes/00000000-0000-4000-8000-000000000000/similar')).status).toBe(
      404,
    );
    expect((await t.app.request('/api/recipes/not-a-uuid/similar')).status).toBe(400);
    expect((await t.app.request('/api/recipes/trending?by=shares')).status).toBe(400);
    expect((await t.app.request('/api/recipes/trending?limit=21')).status).toBe(400);
  });
});
