import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './create-db.ts';
import { recipes, recipeTags, tagRecipeCounts, tags } from './schema/index.ts';
import { createTestDb, testDatabaseKinds } from './testing.ts';

describe.each(testDatabaseKinds())('each tag’s recipe count on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(() => handle.close());

  const countsOf = async (...tagIds: string[]) => {
    const rows = await handle.db
      .select()
      .from(tagRecipeCounts)
      .where(inArray(tagRecipeCounts.tag_id, tagIds));
    return Object.fromEntries(tagIds.map((id) => [id, rows.find((row) => row.tag_id === id)?.recipe_count]));
  };
  const newTag = async (name: string) => {
    const [tag] = await handle.db.insert(tags).values({ name, slug: name.toLowerCase() }).returning();
    if (!tag) throw new Error('no tag');
    return tag.id;
  };
  const newRecipe = async (slug: string) => {
    const [recipe] = await handle.db.insert(recipes).values({ slug, title: slug }).returning();
    if (!recipe) throw new Error('no recipe');
    return recipe.id;
  };

  it('starts at zero and follows every link added, moved or removed', async () => {
    const [soup, salad] = [await newTag('Soup'), await newTag('Salad')];
    expect(await countsOf(soup, salad)).toEqual({ [soup]: 0, [salad]: 0 });

    const [a, b, c] = [await newRecipe('a'), await newRecipe('b'), await newRecipe('c')];
    await handle.db.insert(recipeTags).values([
      { recipe_id: a, tag_id: soup },
      { recipe_id: b, tag_id: soup },
      { recipe_id: c, tag_id: soup },
      { recipe_id: a, tag_id: salad },
    ]);
    expect(await countsOf(soup, salad)).toEqual({ [soup]: 3, [salad]: 1 });

    await handle.db.update(recipeTags).set({ tag_id: salad }).where(eq(recipeTags.recipe_id, b));
    expect(await countsOf(soup, salad)).toEqual({ [soup]: 2, [salad]: 2 });

    await handle.db.delete(recipeTags).where(eq(recipeTags.recipe_id, c));
    await handle.db.delete(recipes).where(eq(recipes.id, a));
    expect(await countsOf(soup, salad)).toEqual({ [soup]: 0, [salad]: 1 });
  });

  it('goes with its tag, even when the tag still had recipes', async () => {
    const stew = await newTag('Stew');
    await handle.db.insert(recipeTags).values({ recipe_id: await newRecipe('d'), tag_id: stew });
    expect(await countsOf(stew)).toEqual({ [stew]: 1 });

    await handle.db.delete(tags).where(eq(tags.id, stew));
    expect(await countsOf(stew)).toEqual({ [stew]: undefined });
  });
});
