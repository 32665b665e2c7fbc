import { type Database, schema } from '@viral/db';
import { type SavedRecipesPage, SEARCH_PAGE_SIZE } from '@viral/domain';
import { and, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import { decodeCursor, encodeCursor, MICROSECONDS_KEY } from '../http/cursor.ts';
import { loadRecipeSummaries } from '../recipes/recipe-reads.ts';
import { type Visitor, visitorKey } from './visitor.ts';

const { recipeInteractions } = schema;

/** This visitor's saved recipes, the latest saved first, one page after the cursor. */
export async function findSavedRecipes(
  db: Database,
  visitor: Visitor,
  page: { limit?: number | undefined; cursor?: string | undefined },
): Promise<SavedRecipesPage> {
  const limit = page.limit ?? SEARCH_PAGE_SIZE;
  const after = page.cursor ? decodeCursor(page.cursor, MICROSECONDS_KEY) : undefined;
  const savedAt = recipeInteractions.created_at;
  // The cursor holds whole microseconds, as stored: milliseconds would skip rows saved within one.
  const savedMicros = sql<number>`(extract(epoch from ${savedAt}) * 1000000)::bigint`.mapWith(Number);
  const afterAt = after && sql`'epoch'::timestamptz + ${after.key} * interval '1 microsecond'`;
  const rows = await db
    .select({ id: recipeInteractions.id, recipeId: recipeInteractions.recipe_id, savedMicros })
    .from(recipeInteractions)
    .where(
      and(
        eq(recipeInteractions.visitor_key, visitorKey(visitor)),
        eq(recipeInteractions.interaction_type, 'save'),
        after && afterAt
          ? or(lt(savedAt, afterAt), and(eq(savedAt, afterAt), gt(recipeInteractions.id, after.id)))
          : undefined,
      ),
    )
    .orderBy(desc(savedAt), recipeInteractions.id)
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: await loadRecipeSummaries(
      db,
      shown.map((row) => row.recipeId),
    ),
    next_cursor: rows.length > limit && last ? encodeCursor({ key: last.savedMicros, id: last.id }) : null,
  };
}
