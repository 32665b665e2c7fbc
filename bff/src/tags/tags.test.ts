import { testDatabaseKinds } from '@viral/db/testing';
import type { RecipePage, RelatedTag, TagWithUsage } from '@viral/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureRecipes, fixtureTags } from '../recipes/search-fixture.ts';
import { insertCatalogue } from '../testing/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe.each(testDatabaseKinds())('tag routes on %s', (kind) => {
  let t: TestApp;
  let ids: Map<string, string>;
  const get = async <T>(path: string) => {
    const res = await t.app.request(path);
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ recipeIds: ids } = await insertCatalogue(
      t.db.db,
      [...fixtureTags, { name: 'Unused' }],
      fixtureRecipes,
    ));
  });
  afterAll(() => t.close());

  it('lists tags with their usage, most used first, and only used ones when asked', async () => {
    const all = await get<{ items: TagWithUsage[] }>('/api/tags');
    expect(all.items.map((i) => [i.tag.name, i.usage_count])).toEqual([
      ['Dinner', 4],
      ['Spicy', 3],
      ['Breakfast', 2],
      ['Vegan', 2],
      ['Unused', 0],
    ]);
    expect(all.items[0]?.tag).toMatchObject({ slug: 'dinner', is_category: true, color: '#6B7280' });
    const used = await get<{ items: TagWithUsage[] }>('/api/tags?used=true');
    expect(used.items.map((i) => i.tag.name)).not.toContain('Unused');
  });

  it('returns one tag with its count, or 404', async () => {
    expect(await get('/api/tags/spicy')).toMatchObject({ name: 'Spicy', usage_count: 3, is_category: false });
    expect((await t.app.request('/api/tags/nope')).status).toBe(404);
    expect((await t.app.request('/api/tags/Bad%20Slug')).status).toBe(400);
  });

  it('ranks related tags by how many recipes they share', async () => {
    const related = await get<{ items: RelatedTag[] }>('/api/tags/spicy/related');
    expect(related.items.map((i) => [i.tag.name, i.co_occurrences])).toEqual([
      ['Dinner', 3],
      ['Vegan', 1],
    ]);
  });

  it("lists a tag's recipes without the excluded ones", async () => {
    const all = await get<RecipePage>('/api/tags/spicy/recipes');
    expect(all.total).toBe(3);
    const without = await get<RecipePage>(
      `/api/tags/spicy/recipes?exclude=${ids.get('Spicy Ramen')},${ids.get('Vegan Chili')}`,
    );
    expect(without.items.map((r) => r.title)).toEqual(['Crispy Chicken Tacos']);
    expect((await t.app.request('/api/tags/spicy/recipes?exclude=nope')).status).toBe(400);
    expect((await t.app.request('/api/tags/nope/recipes')).status).toBe(404);
  });
});
