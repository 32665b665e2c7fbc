import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './create-db.ts';
import { recipeStats, recipes } from './schema/index.ts';
import { createTestDb, testDatabaseKinds } from './testing.ts';

describe.each(testDatabaseKinds())('the stats row’s copy of a recipe’s search filters on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(() => handle.close());

  const filtersOf = async (id: string) => {
    const [row] = await handle.db
      .select({
        difficulty: recipeStats.difficulty,
        total_time: recipeStats.total_time,
        estimated_cost: recipeStats.estimated_cost,
      })
      .from(recipeStats)
      .where(eq(recipeStats.recipe_id, id));
    return row;
  };

  it('is taken when the stats row is created and follows every edit of the recipe', async () => {
    const [recipe] = await handle.db
      .insert(recipes)
      .values({ slug: 'soup', title: 'Soup', difficulty: 'easy', total_time: 20, estimated_cost: 4.5 })
      .returning({ id: recipes.id });
    if (!recipe) throw new Error('no recipe');
    await handle.db.insert(recipeStats).values({ recipe_id: recipe.id });
    expect(await filtersOf(recipe.id)).toEqual({ difficulty: 'easy', total_time: 20, estimated_cost: 4.5 });

    await handle.db
      .update(recipes)
      .set({ difficulty: 'hard', total_time: null })
      .where(eq(recipes.id, recipe.id));
    expect(await filtersOf(recipe.id)).toEqual({ difficulty: 'hard', total_time: null, estimated_cost: 4.5 });
  });
});
