import { type Database, schema } from '@viral/db';
import { and, eq, exists, type Placeholder, sql } from 'drizzle-orm';

const { recipeStats, recipeTags } = schema;

/** The recipe of the current stats row carries the tag (a semi-join the trending index walk can filter with). */
export function statsRecipeCarriesTag(db: Database, tagId: string | Placeholder) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(recipeTags)
      .where(and(eq(recipeTags.recipe_id, recipeStats.recipe_id), eq(recipeTags.tag_id, tagId))),
  );
}
