import { testDatabaseKinds } from '@viral/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogue } from '../testing/catalogue-fixture.ts';
import { fixtureRecipes, fixtureTags } from '../testing/search-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { okJson } from '../testing/typed-client.ts';

describe.each(testDatabaseKinds())('tag routes on %s', (kind) => {
  let t: TestApp;
  let ids: Map<string, string>;
  const slugParam = (slug: string) => ({ param: { slug } });

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
    const all = await okJson(t.api.tags.$get({ query: {} }));
    expect(all.items.map((i) => [i.tag.name, i.usage_count])).toEqual([
      ['Dinner', 4],
      ['Spicy', 3],
      ['Breakfast', 2],
      ['Vegan', 2],
      ['Unused', 0],
    ]);
    expect(all.items[0]?.tag).toMatchObject({ slug: 'dinner', is_category: true, color: '#6B7280' });
    const used = await okJson(t.api.tags.$get({ query: { used: 'true' } }));
    expect(used.items.map((i) => i.tag.name)).not.toContain('Unused');
  });

  it('returns one tag with its count, or 404', async () => {
    expect(await okJson(t.api.tags[':slug'].$get(slugParam('spicy')))).toMatchObject({
      name: 'Spicy',
      usage_count: 3,
      is_category: false,
    });
    expect((await t.api.tags[':slug'].$get(slugParam('nope'))).status).toBe(404);
    expect((await t.api.tags[':slug'].$get(slugParam('Bad Slug'))).status).toBe(400);
  });

  it('ranks related tags by how many recipes they share', async () => {
    const related = await okJson(t.api.tags[':slug'].related.$get({ ...slugParam('spicy'), query: {} }));
    expect(related.items.map((i) => [i.tag.name, i.co_occurrences])).toEqual([
      ['Dinner', 3],
      ['Vegan', 1],
    ]);
  });

  it("lists a tag's recipes without the excluded ones", async () => {
    const recipes = t.api.tags[':slug'].recipes;
    const all = await okJson(recipes.$get({ ...slugParam('spicy'), query: {} }));
    expect(all.total).toBe(3);
    const exclude = `${ids.get('Spicy Ramen')},${ids.get('Vegan Chili')}`;
    const without = await okJson(recipes.$get({ ...slugParam('spicy'), query: { exclude } }));
    expect(without.items.map((r) => r.title)).toEqual(['Crispy Chicken Tacos']);
    expect(all.hidden).toBe(0);
    // Both carry the tag, so the page says two are hidden; an excluded recipe without it is not counted.
    expect(without.hidden).toBe(2);
    const notTagged = `${exclude},${ids.get('Fluffy Pancakes')}`;
    expect(
      (await okJson(recipes.$get({ ...slugParam('spicy'), query: { exclude: notTagged } }))).hidden,
    ).toBe(2);
    expect((await recipes.$get({ ...slugParam('spicy'), query: { exclude: 'nope' } })).status).toBe(400);
    expect((await recipes.$get({ ...slugParam('nope'), query: {} })).status).toBe(404);
  });
});
