import { seedDemoCatalogue } from '@viral/db';
import { testDatabaseKinds } from '@viral/db/testing';
import { HOME_POPULAR_COUNT, type Recipe, recipeSummarySchema } from '@viral/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { okJson } from '../testing/typed-client.ts';

describe.each(testDatabaseKinds())('recipe routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoCatalogue(t.db.db);
  });
  afterAll(() => t.close());

  it('lists 8 popular recipes for the home page of a fresh demo catalogue', async () => {
    const { items } = await okJson(t.api.recipes.popular.$get());
    expect(items).toHaveLength(HOME_POPULAR_COUNT);
    expect(items[0]?.image_url).toMatch(/^\/media\/demo\/.+\.svg$/);
  });

  it('returns one recipe by slug with its tags and stats', async () => {
    const { items } = await okJson(t.api.recipes.popular.$get());
    const wanted = items[0] as Recipe;
    const recipe = await okJson(t.api.recipes[':slug'].$get({ param: { slug: wanted.slug } }));
    expect(recipe).toMatchObject({ id: wanted.id, title: wanted.title, recipe_stats: wanted.recipe_stats });
    expect(recipe.ingredients.length).toBeGreaterThan(0);
    expect(recipe.instructions.map((s) => s.step)).toEqual(recipe.instructions.map((_, i) => i + 1));
    expect(recipe.tags.length).toBeGreaterThan(0);
    expect(recipe.tags[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        name: expect.any(String),
        slug: expect.any(String),
        is_category: expect.any(Boolean),
      }),
    );
    // The tags come aggregated with the recipe; each must read exactly like the tag's own endpoint
    // (which adds the tag's count and picture).
    const {
      usage_count: _count,
      image_url: _picture,
      ...tag
    } = await okJson(t.api.tags[':slug'].$get({ param: { slug: recipe.tags[0]?.slug ?? '' } }));
    expect(recipe.tags[0]).toEqual(tag);
    expect(recipe.tags.map((each) => each.name)).toEqual(recipe.tags.map((each) => each.name).sort());
  });

  it('lists each recipe as its card shows it: the recipe without its tags and cooking, which its own page reads', async () => {
    const summaryOf = (recipe: Recipe) =>
      Object.fromEntries(
        Object.keys(recipeSummarySchema.shape).map((key) => [key, recipe[key as keyof Recipe]]),
      );
    const popular = (await okJson(t.api.recipes.popular.$get())).items;
    const first = await okJson(t.api.recipes[':slug'].$get({ param: { slug: popular[0]?.slug ?? '' } }));
    const lists = {
      popular,
      search: (await okJson(t.api.recipes.$get({ query: { q: first.title } }))).items,
      tag: (
        await okJson(
          t.api.tags[':slug'].recipes.$get({ param: { slug: first.tags[0]?.slug ?? '' }, query: {} }),
        )
      ).items,
      similar: (await okJson(t.api.recipes[':id'].similar.$get({ param: { id: first.id }, query: {} })))
        .items,
    };
    for (const [list, items] of Object.entries(lists)) {
      expect(items.length, list).toBeGreaterThan(0);
      for (const item of items) {
        const recipe = await okJson(t.api.recipes[':slug'].$get({ param: { slug: item.slug } }));
        expect(recipe.ingredients.length).toBeGreaterThan(0);
        expect(item, list).toEqual(summaryOf(recipe));
      }
    }
  });

  it('answers an unknown slug with a JSON 404', async () => {
    const res = await t.api.recipes[':slug'].$get({ param: { slug: 'no-such-dish' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Recipe not found' } });
  });

  it('compresses a recipe for clients that accept gzip, and tells caches the answer depends on it', async () => {
    const { items } = (await (await t.app.request('/api/recipes/popular')).json()) as { items: Recipe[] };
    const path = `/api/recipes/${(items[0] as Recipe).slug}`;
    const plain = await t.app.request(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const plainRecipe = (await plain.json()) as Recipe;

    const gzipped = await t.app.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
    const text = await new Response(gzipped.body?.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(JSON.parse(text)).toEqual(plainRecipe);
  });
});
