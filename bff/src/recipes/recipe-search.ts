import { type Database, schema } from '@viral/db';
import type { Difficulty, RecipePage } from '@viral/domain';
import { SEARCH_PAGE_SIZE } from '@viral/domain';
import { and, eq, inArray, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import { type Cursor, decodeCursor, encodeCursor } from '../http/cursor.ts';
import { loadRecipes } from './recipe-reads.ts';

const { recipes, recipeStats, recipeTags, tags } = schema;

export interface RecipeSearch {
  q?: string | undefined;
  difficulty?: Difficulty | undefined;
  maxTime?: number | undefined;
  maxCost?: number | undefined;
  /** Tag slugs; a recipe must carry all of them. */
  tags?: string[] | undefined;
  excludeIds?: string[] | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

const TYPO_THRESHOLD = '0.5';

/** Full-text match, or a typo-tolerant match on the title or a tag name. */
function textMatch(q: string) {
  const query = sql`websearch_to_tsquery('english', ${q})`;
  return {
    where: sql`(${recipes.search_vector} @@ ${query} or ${q} <% ${recipes.title} or ${q} <% ${recipes.tag_names})`,
    relevance: sql`3 * ts_rank(${recipes.search_vector}, ${query}) + 2 * word_similarity(${q}, ${recipes.title})`,
  };
}

function withAllTags(slugs: string[]): SQL {
  return inArray(
    recipes.id,
    sql`(select ${recipeTags.recipe_id} from ${recipeTags} join ${tags} on ${tags.id} = ${recipeTags.tag_id}
         where ${inArray(tags.slug, slugs)} group by ${recipeTags.recipe_id}
         having count(distinct ${tags.slug}) = ${slugs.length})`,
  );
}

/**
 * Search and filters of spec 4, sorted by trending (engagement plus recency, stored per
 * recipe), with relevance added when there is a query. Pages by keyset on (order key, id),
 * so pages neither skip nor repeat while the catalogue changes.
 */
export async function searchRecipes(db: Database, search: RecipeSearch): Promise<RecipePage> {
  const limit = search.limit ?? SEARCH_PAGE_SIZE;
  const text = search.q ? textMatch(search.q) : undefined;
  const filters = [
    text?.where,
    search.difficulty ? eq(recipes.difficulty, search.difficulty) : undefined,
    search.maxTime !== undefined ? lte(recipes.total_time, search.maxTime) : undefined,
    search.maxCost !== undefined ? lte(recipes.estimated_cost, search.maxCost) : undefined,
    search.tags?.length ? withAllTags(search.tags) : undefined,
    search.excludeIds?.length ? notInArray(recipes.id, search.excludeIds) : undefined,
  ].filter((f): f is SQL => f !== undefined);

  const orderKey = text
    ? sql`(${recipeStats.trending_score} + ${text.relevance})`
    : sql`${recipeStats.trending_score}`;
  const after: Cursor | undefined = search.cursor ? decodeCursor(search.cursor) : undefined;
  const pageFilter = after
    ? sql`(${orderKey} < ${after.key}::double precision or (${orderKey} = ${after.key}::double precision and ${recipeStats.recipe_id} > ${after.id}))`
    : undefined;

  const pageQuery = (tx: Database) =>
    tx
      .select({ id: recipeStats.recipe_id, key: sql<number>`${orderKey}`.mapWith(Number) })
      .from(recipes)
      .innerJoin(recipeStats, eq(recipeStats.recipe_id, recipes.id))
      .where(and(...filters, pageFilter))
      .orderBy(sql`${orderKey} desc`, recipeStats.recipe_id)
      .limit(limit + 1);
  const countQuery = (tx: Database) =>
    tx
      .select({ total: sql<number>`count(*)::int` })
      .from(recipes)
      .where(and(...filters));
  const [ids, [count]] = text
    ? await db.transaction(async (tx) => {
        // pg_trgm's default (0.6) misses one-letter typos such as "chiken"; 0.5 catches them.
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${TYPO_THRESHOLD}, true)`,
        );
        return [
          await pageQuery(tx as unknown as Database),
          await countQuery(tx as unknown as Database),
        ] as const;
      })
    : await Promise.all([pageQuery(db), countQuery(db)]);
  const page = ids.slice(0, limit);
  const last = page.at(-1);
  return {
    items: await loadRecipes(
      db,
      page.map((row) => row.id),
    ),
    total: count?.total ?? 0,
    next_cursor: ids.length > limit && last ? encodeCursor({ key: last.key, id: last.id }) : null,
  };
}
