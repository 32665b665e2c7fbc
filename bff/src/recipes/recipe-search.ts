import { type Database, schema } from '@viral/db';
import type { Difficulty, RecipePage } from '@viral/domain';
import { SEARCH_PAGE_SIZE } from '@viral/domain';
import { and, eq, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import { type Cursor, decodeCursor, encodeCursor } from '../http/cursor.ts';
import { tagIdBySlug } from '../tags/tag-ids.ts';
import { statsRecipeCarriesTag } from './carries-tag.ts';
import { cachedMatchCount } from './match-count-cache.ts';
import { loadRecipes } from './recipe-reads.ts';

const { recipes, recipeStats } = schema;

/** Counting every match of a common word costs a visit to each; past this we report a lower bound. */
export const COUNT_CAP = 1000;
/** pg_trgm's default (0.6) misses one-letter typos such as "chiken"; 0.5 catches them. */
const TYPO_THRESHOLD = '0.5';

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

const fullTextMatch = (q: string) => sql`${recipes.search_vector} @@ websearch_to_tsquery('english', ${q})`;
const typoMatch = (q: string) => sql`(${q} <% ${recipes.title} or ${q} <% ${recipes.tag_names})`;

async function tagIdsFor(db: Database, slugs: string[]): Promise<string[] | null> {
  const ids = await Promise.all([...new Set(slugs)].map((slug) => tagIdBySlug(db, slug)));
  return ids.every((id): id is string => id !== null) ? ids : null;
}

type Page = { ids: string[]; total: number; capped: boolean; next: Cursor | null };

/**
 * One page in trending order, plus the number of matches (capped). A first page that is not
 * full holds every match, so only a longer list is counted, and that count is cached briefly.
 */
async function runPage(
  db: Database,
  filters: SQL[],
  countKey: string,
  limit: number,
  after: Cursor | undefined,
): Promise<Page> {
  const key = recipeStats.trending_score;
  const pageFilter = after
    ? sql`(${key} < ${after.key}::double precision or (${key} = ${after.key}::double precision and ${recipeStats.recipe_id} > ${after.id}))`
    : undefined;
  const rows = await db
    .select({ id: recipeStats.recipe_id, key })
    .from(recipeStats)
    .innerJoin(recipes, eq(recipes.id, recipeStats.recipe_id))
    .where(and(...filters, pageFilter))
    .orderBy(sql`${key} desc`, recipeStats.recipe_id)
    .limit(limit + 1);
  const total =
    !after && rows.length <= limit
      ? rows.length
      : await cachedMatchCount(db, countKey, async () => {
          const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(
            db
              .select({ one: sql`1` })
              .from(recipeStats)
              .innerJoin(recipes, eq(recipes.id, recipeStats.recipe_id))
              .where(and(...filters))
              .limit(COUNT_CAP + 1)
              .as('matches'),
          );
          return counted?.total ?? 0;
        });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    ids: page.map((row) => row.id),
    total: Math.min(total, COUNT_CAP),
    capped: total > COUNT_CAP,
    next: rows.length > limit && last ? { key: last.key, id: last.id } : null,
  };
}

/**
 * Search and filters, sorted by trending as the search screen says: the stored
 * trending score is indexed, so pages come in index order at any catalogue size. A query
 * matches by full text (title, tags, description, ingredients); only when that finds nothing
 * does a typo-tolerant trigram match on titles and tag names run instead.
 */
export async function searchRecipes(db: Database, search: RecipeSearch): Promise<RecipePage> {
  const limit = search.limit ?? SEARCH_PAGE_SIZE;
  const after = search.cursor ? decodeCursor(search.cursor) : undefined;
  const empty: RecipePage = { items: [], total: 0, total_capped: false, next_cursor: null };
  const tagIds = search.tags?.length ? await tagIdsFor(db, search.tags) : [];
  if (tagIds === null) return empty;

  const filters = [
    // The stats row's copies of the filters (kept by triggers), so the trending index answers them.
    search.difficulty ? eq(recipeStats.difficulty, search.difficulty) : undefined,
    search.maxTime !== undefined ? lte(recipeStats.total_time, search.maxTime) : undefined,
    search.maxCost !== undefined ? lte(recipeStats.estimated_cost, search.maxCost) : undefined,
    search.excludeIds?.length ? notInArray(recipeStats.recipe_id, search.excludeIds) : undefined,
    ...tagIds.map((tagId) => statsRecipeCarriesTag(db, tagId)),
  ].filter((f): f is SQL => f !== undefined);

  const countKey = (match: 'all' | 'text' | 'typo') =>
    JSON.stringify([
      match,
      search.q,
      search.difficulty,
      search.maxTime,
      search.maxCost,
      [...tagIds].sort(),
      search.excludeIds,
    ]);
  let page: Page;
  if (!search.q) page = await runPage(db, filters, countKey('all'), limit, after);
  else {
    page = await runPage(db, [...filters, fullTextMatch(search.q)], countKey('text'), limit, after);
    if (page.total === 0) {
      const q = search.q;
      page = await db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${TYPO_THRESHOLD}, true)`,
        );
        return runPage(tx as unknown as Database, [...filters, typoMatch(q)], countKey('typo'), limit, after);
      });
    }
  }
  return {
    items: await loadRecipes(db, page.ids),
    total: page.total,
    total_capped: page.capped,
    next_cursor: page.next ? encodeCursor(page.next) : null,
  };
}
