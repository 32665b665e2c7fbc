import type { Database } from '@viral/db';
import type { Difficulty, RecipePage, RecipeSummary } from '@viral/domain';
import { SEARCH_PAGE_SIZE } from '@viral/domain';
import { sql } from 'drizzle-orm';
import { decodeCursor, encodeCursor } from '../http/cursor.ts';
import { tagIdBySlug } from '../tags/tag-ids.ts';
import { cachedMatchCount } from './match-count-cache.ts';
import {
  COUNT_CAP,
  placeholderValues,
  type SearchShape,
  type SearchStatements,
  type SearchValues,
  searchStatements,
  searchStatementsIn,
} from './search-statements.ts';

export { COUNT_CAP } from './search-statements.ts';

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

async function tagIdsFor(db: Database, slugs: string[]): Promise<string[] | null> {
  const ids = await Promise.all([...new Set(slugs)].map((slug) => tagIdBySlug(db, slug)));
  return ids.every((id): id is string => id !== null) ? ids : null;
}

type Page = {
  items: RecipeSummary[];
  total: number;
  capped: boolean;
  next: { key: number; id: string } | null;
};

/**
 * One page in trending order, plus the number of matches (capped). A first page that is not
 * full holds every match, so only a longer list is counted, and that count is cached briefly.
 */
async function runPage(
  db: Database,
  statements: SearchStatements,
  values: SearchValues,
  countKey: string,
  limit: number,
): Promise<Page> {
  const rows = await statements.page(placeholderValues({ ...values, limit: limit + 1 }));
  const total =
    values.afterId === undefined && rows.length <= limit
      ? rows.length
      : await cachedMatchCount(db, countKey, async () => {
          const [counted] = await statements.count.execute(placeholderValues(values));
          return counted?.total ?? 0;
        });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((found) => found.recipe),
    total: Math.min(total, COUNT_CAP),
    capped: total > COUNT_CAP,
    next: rows.length > limit && last ? { key: last.key, id: last.recipe.id } : null,
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

  const values: SearchValues = {
    q: search.q || undefined,
    difficulty: search.difficulty || undefined,
    maxTime: search.maxTime,
    maxCost: search.maxCost,
    exclude: search.excludeIds?.length ? search.excludeIds : undefined,
    tagIds,
    afterKey: after?.key,
    afterId: after?.id,
  };
  const shape = (match: SearchShape['match']): SearchShape => ({
    match,
    difficulty: values.difficulty !== undefined,
    maxTime: values.maxTime !== undefined,
    maxCost: values.maxCost !== undefined,
    exclude: values.exclude !== undefined,
    tags: tagIds.length,
    after: after !== undefined,
  });
  const countKey = (match: SearchShape['match']) =>
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
  if (!values.q)
    page = await runPage(db, searchStatements(db, shape('all'), tagIds), values, countKey('all'), limit);
  else {
    page = await runPage(db, searchStatements(db, shape('text'), tagIds), values, countKey('text'), limit);
    if (page.total === 0) {
      // Rare (full text found nothing), so the threshold is set in a transaction of its own.
      page = await db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${TYPO_THRESHOLD}, true)`,
        );
        const inTransaction = tx as unknown as Database;
        const statements = searchStatementsIn(inTransaction, shape('typo'));
        return runPage(inTransaction, statements, values, countKey('typo'), limit);
      });
    }
  }
  return {
    items: page.items,
    total: page.total,
    total_capped: page.capped,
    next_cursor: page.next ? encodeCursor(page.next) : null,
  };
}
