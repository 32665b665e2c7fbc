import { testDatabaseKinds } from '@viral/db/testing';
import type { FeedItem } from '@viral/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureRecipe, insertCatalogue } from '../testing/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Ten recipes of equal standing, three of them dinners, plus three tagged 'Spicy' with
// tag-explore scores 300, 250 and 50 (60 days old, so no recency bonus).
const equals: FixtureRecipe[] = Array.from({ length: 10 }, (_, i) => ({
  title: `Dish ${i}`,
  views: 100,
  age_hours: 24 * 60,
  tags: i < 3 ? ['Dinner'] : ['Snack'],
}));
const spicy: FixtureRecipe[] = [
  { title: 'Hot A', views: 300, age_hours: 24 * 60, tags: ['Spicy'] },
  { title: 'Hot B', views: 250, age_hours: 24 * 60, tags: ['Spicy'] },
  { title: 'Hot C', views: 50, age_hours: 24 * 60, tags: ['Spicy'] },
];

describe.each(testDatabaseKinds())('POST /api/feed on %s', (kind) => {
  let t: TestApp;
  let ids: Map<string, string>;
  const feed = async (body: unknown) => {
    const res = await t.app.request('/api/feed', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: FeedItem[] }).items;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const tags = [
      { name: 'Dinner', is_category: true },
      { name: 'Snack', is_category: true },
      { name: 'Spicy' },
    ];
    ({ recipeIds: ids } = await insertCatalogue(t.db.db, tags, [...equals, ...spicy]));
  });
  afterAll(() => t.close());

  it('ranks the whole catalogue and gives each item its engagement score', async () => {
    const items = await feed({ seed: 1 });
    expect(items).toHaveLength(13);
    const hotA = items.find((i) => i.title === 'Hot A');
    expect(hotA?.engagement_score).toBe(300);
  });

  it("puts a visitor's chosen categories in the top 30%, which leads every round of the interleave", async () => {
    for (const seed of [3, 4, 5]) {
      const items = await feed({ seed, categories: ['dinner'] });
      // 13 recipes: the top 30% is 4 recipes, served at positions 0, 3, 6 and 9; the three
      // dinners (+25 each) outrank everything else, so they are three of those four.
      const dinnerPositions = items.flatMap((item, position) =>
        item.tags.some((tag) => tag.name === 'Dinner') ? [position] : [],
      );
      expect(dinnerPositions).toHaveLength(3);
      for (const position of dinnerPositions) expect([0, 3, 6, 9]).toContain(position);
    }
  });

  it("ranks recipes matching a visitor's learnt tastes higher, though no category was chosen", async () => {
    const dinnerPositions = (items: FeedItem[]) =>
      items.flatMap((item, position) => (item.tags.some((tag) => tag.name === 'Dinner') ? [position] : []));
    for (const seed of [3, 4, 5]) {
      // Without the taste the dinners rank level with the other plain dishes, below Hot A and Hot B.
      const plain = dinnerPositions(await feed({ seed }));
      const tasted = dinnerPositions(
        await feed({
          seed,
          preference_weights: { meal_types: { dinner: 20 }, cuisine_types: { italian: 20 } },
        }),
      );
      expect(tasted).toHaveLength(3);
      for (const position of tasted) expect([0, 3, 6, 9]).toContain(position);
      expect(plain.every((position) => [0, 3, 6, 9].includes(position))).toBe(false);
    }
  });

  it('refuses preference weights past their bounds with a 400 naming the field', async () => {
    const post = (body: unknown) =>
      t.app.request('/api/feed', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`taste-${i}`, 1]));
    for (const weights of [
      { meal_types: { dinner: 21 } },
      { meal_types: { dinner: -1 } },
      { cooking_methods: { 'Air Fryer': 3 } },
      { dietary_preferences: tooMany },
      { moods: { happy: 1 } },
      { cuisine_types: ['italian'] },
    ]) {
      const res = await post({ preference_weights: weights });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toContain('preference_weights');
    }
  });

  it('is repeatable for a seed', async () => {
    const order = async (seed: number) => (await feed({ seed })).map((i) => i.id);
    expect(await order(11)).toEqual(await order(11));
  });

  it("orders a tag's feed by thirds of the top score and keeps to the tag", async () => {
    for (const seed of [1, 2, 3]) {
      const titles = (await feed({ tag: 'spicy', seed })).map((i) => i.title);
      expect(new Set(titles.slice(0, 2))).toEqual(new Set(['Hot A', 'Hot B']));
      expect(titles[2]).toBe('Hot C');
    }
    const viewed = [{ id: ids.get('Hot A'), viewed_at: new Date().toISOString() }];
    expect((await feed({ tag: 'spicy', seed: 1, recently_viewed: viewed })).map((i) => i.title)).toEqual([
      'Hot B',
      'Hot A',
      'Hot C',
    ]);
  });

  it('honours the limit and refuses bad input and unknown tags', async () => {
    expect(await feed({ seed: 1, limit: 4 })).toHaveLength(4);
    const post = (body: unknown) =>
      t.app.request('/api/feed', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ tag: 'nope' })).status).toBe(404);
    for (const [body, field] of [
      [{ liked_ids: ['x'] }, 'liked_ids'],
      [{ limit: 0 }, 'limit'],
      [{ recently_viewed: [{ id: ids.get('Hot A'), viewed_at: 'yesterday' }] }, 'recently_viewed'],
      [{ categories: 'Dinner' }, 'categories'],
    ] as const) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toContain(field);
    }
    const notJson = await t.app.request('/api/feed', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{oops',
    });
    expect(notJson.status).toBe(400);
  });

  it('shows a like at once, though the candidates are reused for a few seconds', async () => {
    const before = (await feed({ seed: 1 })).find((i) => i.title === 'Hot C');
    const hotC = ids.get('Hot C');
    const liked = await t.app.request(`/api/recipes/${hotC}/like`, {
      method: 'POST',
      headers: { 'X-Session-Id': '5b0c2f9e-8d7a-4c1b-9e3f-2a6d4b8c1e70' },
    });
    expect(liked.status).toBe(200);
    const after = (await feed({ seed: 1 })).find((i) => i.title === 'Hot C');
    expect(after?.recipe_stats.likes).toBe((before?.recipe_stats.likes ?? 0) + 1);
    expect(after?.engagement_score).toBe((before?.engagement_score ?? 0) + 10);
  });
});
