import { schema, seedDemoCatalogue } from '@viral/db';
import { testDatabaseKinds } from '@viral/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { okJson } from '../testing/typed-client.ts';

describe.each(testDatabaseKinds())("tag pictures from the tag's own recipes on %s", (kind) => {
  let t: TestApp;
  const pictureOf = async (slug: string) =>
    (await okJson(t.api.tags.$get({ query: { used: 'true' } }))).items.find((item) => item.tag.slug === slug)
      ?.image_url;
  const imageOfRecipe = async (slug: string) =>
    (await t.db.db.select().from(schema.recipes).where(eq(schema.recipes.slug, slug)))[0]?.image_url;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoCatalogue(t.db.db);
  });
  afterAll(() => t.close());

  it("shows the tag's chosen recipe while that recipe carries the tag", async () => {
    const pancakes = await imageOfRecipe('jiggly-japanese-souffle-pancakes');
    expect(pancakes).toBeTruthy();
    expect(await pictureOf('breakfast')).toBe(pancakes);
    const tag = await okJson(t.api.tags[':slug'].$get({ param: { slug: 'breakfast' } }));
    expect(tag.image_url).toBe(pancakes);
  });

  it('takes another of its recipes once the chosen one is gone, and none for a tag without recipes', async () => {
    const pancakes = await imageOfRecipe('jiggly-japanese-souffle-pancakes');
    await t.db.db.delete(schema.recipes).where(eq(schema.recipes.slug, 'jiggly-japanese-souffle-pancakes'));
    const breakfast = await pictureOf('breakfast');
    expect(breakfast).toBeTruthy();
    expect(breakfast).not.toBe(pancakes);
    const breakfastImages = await t.db.db
      .select({ image_url: schema.recipes.image_url })
      .from(schema.recipes)
      .innerJoin(schema.recipeTags, eq(schema.recipeTags.recipe_id, schema.recipes.id))
      .innerJoin(schema.tags, eq(schema.tags.id, schema.recipeTags.tag_id))
      .where(eq(schema.tags.slug, 'breakfast'));
    expect(breakfastImages.map((row) => row.image_url)).toContain(breakfast);

    await t.db.db.insert(schema.tags).values({ name: 'Brunch', slug: 'brunch' });
    const brunch = await okJson(t.api.tags[':slug'].$get({ param: { slug: 'brunch' } }));
    expect(brunch.image_url).toBeNull();
  });
});
