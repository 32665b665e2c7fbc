import type { Database, Transaction } from '@viral/db';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Recomputes `recipes.tag_names` (the space-joined names search ranks on) from recipe_tags for the
 * recipes `recipeIds` selects, leaving out the tags `skipTags` matches (tags about to be deleted).
 * Subqueries rather than id lists, so a tag on 100,000 recipes stays one statement.
 */
export async function rebuildTagNames(
  db: Database | Transaction,
  recipeIds: SQL,
  skipTags?: SQL,
): Promise<void> {
  await db.execute(sql`
    update recipes set tag_names = coalesce((
      select string_agg(t.name, ' ' order by t.name)
      from recipe_tags rt join tags t on t.id = rt.tag_id
      where rt.recipe_id = recipes.id ${skipTags ? sql`and not (${skipTags})` : sql``}
    ), '')
    where recipes.id in (${recipeIds})`);
}
