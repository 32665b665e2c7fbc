import { type Database, schema } from '@viral/db';
import { and, eq, exists, type Placeholder, type SQL, sql } from 'drizzle-orm';

const { recipeStats, recipeTags } = schema;

/**
 * The recipe of the current row carries the tag: a semi-join the trending index walk can filter
 * with (on a stats row, by default), or the count's walk of the recipe filters index (on recipes.id).
 */
export function statsRecipeCarriesTag(
  db: Database,
  tagId: string | Placeholder | SQL,
  recipeId: typeof recipeStats.recipe_id | typeof schema.recipes.id = recipeStats.recipe_id,
) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(recipeTags)
      .where(and(eq(recipeTags.recipe_id, recipeId), eq(recipeTags.tag_id, tagId))),
  );
}
