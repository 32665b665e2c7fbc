import { SEARCH_PAGE_SIZE } from '@viral/domain';
import type postgres from 'postgres';

/** A search page as the bff reads it: one more than it shows, to know whether another follows. */
const PAGE_ROWS = SEARCH_PAGE_SIZE + 1;

/** How long the bff keeps a search's match count (bff/src/recipes/match-count-cache.ts). */
const COUNT_KEPT_MS = 10_000;

/**
 * What the search and by-slug endpoints ask the database, written out by hand for postgres.js:
 * the same statements, and the same reuse of a recent match count, without the bff around them.
 */
export function directQueries(sql: postgres.Sql) {
  /** A recipe's page: every column, its stats and its tags. */
  const recipeWithTags = (slug: string) =>
    sql`select r.*, s.views, s.likes, s.shares, s.saves, coalesce(tl.list, '[]'::json) as tags
        from recipes r left join recipe_stats s on s.recipe_id = r.id
        left join (select rt.recipe_id, json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug,
                     'description', t.description, 'color', t.color, 'is_category', t.is_category,
                     'created_at', t.created_at) order by t.name) as list
                   from recipe_tags rt join tags t on t.id = rt.tag_id
                   where rt.recipe_id in (select id from recipes where slug = ${slug}) group by rt.recipe_id) tl
          on tl.recipe_id = r.id
        where r.slug = ${slug}`;
  const counted = new Map<string, number>();
  /** The bff counts only a full first page, and keeps the count for a while. */
  const countOnce = async (key: string, pageLength: number, count: () => Promise<unknown>) => {
    if (pageLength < PAGE_ROWS || (counted.get(key) ?? 0) >= Date.now() - COUNT_KEPT_MS) return;
    await count();
    counted.set(key, Date.now());
  };
  const summaryColumns = sql`r.id, r.slug, r.title, r.description, r.image_url, r.stored_image, r.difficulty,
    r.prep_time, r.cook_time, r.total_time, r.servings, r.estimated_cost, r.created_at,
    s.views, s.likes, s.shares, s.saves`;
  /** What a list reads of each recipe (RecipeSummary), by a second statement: as the bff reads a text search's page. */
  const load = async (page: postgres.Row[]) => {
    const ids = page.map((row) => row.id as string);
    if (ids.length)
      await sql`select ${summaryColumns} from recipes r left join recipe_stats s on s.recipe_id = r.id
                where r.id in ${sql(ids)}`;
  };
  /** A page of ids in trending order with what a list reads of each recipe, in one statement (other searches). */
  const pageOfSummaries = (pageIds: postgres.PendingQuery<postgres.Row[]>) =>
    sql`select ${summaryColumns}, page.key
        from (${pageIds}) page join recipes r on r.id = page.id
          left join recipe_stats s on s.recipe_id = r.id
        order by page.key desc, page.id`;
  const tagIds = new Map<string, string>();
  const tagId = async (slug: string) => {
    if (!tagIds.has(slug)) {
      const [row] = await sql`select id from tags where slug = ${slug}`;
      tagIds.set(slug, row?.id as string);
    }
    return tagIds.get(slug) as string;
  };
  return {
    async directSearch(q: string) {
      const match = sql`r.search_vector @@ websearch_to_tsquery('english', ${q})`;
      const page = await sql`select s.recipe_id as id, s.trending_score as key
        from recipe_stats s join recipes r on r.id = s.recipe_id
        where ${match} order by s.trending_score desc, s.recipe_id limit ${PAGE_ROWS}`;
      await countOnce(
        q,
        page.length,
        () => sql`select count(*) from (select 1 from recipes r where ${match} limit 1001) m`,
      );
      await load(page);
    },
    /** Easy, at most 30 minutes and 20 (currency), carrying the tag: the filters row's statements. */
    async directFilters(tagSlug: string) {
      const id = await tagId(tagSlug);
      const page = await pageOfSummaries(
        sql`select s.recipe_id as id, s.trending_score as key from recipe_stats s
            where s.difficulty = 'easy' and s.total_time <= 30 and s.estimated_cost <= 20
              and exists (select 1 from recipe_tags rt where rt.recipe_id = s.recipe_id and rt.tag_id = ${id})
            order by s.trending_score desc, s.recipe_id limit ${PAGE_ROWS}`,
      );
      await countOnce(
        `filters:${tagSlug}`,
        page.length,
        () => sql`select count(*) from (select 1 from recipes r
                  where r.difficulty = 'easy' and r.total_time <= 30 and r.estimated_cost <= 20
                    and exists (select 1 from recipe_tags rt where rt.recipe_id = r.id and rt.tag_id = ${id})
                  limit 1001) m`,
      );
    },
    directRecipeBySlug: recipeWithTags,
  };
}
