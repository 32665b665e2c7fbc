import type postgres from 'postgres';

/** What the search and by-slug endpoints ask the database, written out by hand for postgres.js. */
export function directQueries(sql: postgres.Sql) {
  const recipesWithTags = async (where: postgres.PendingQuery<postgres.Row[]>) => {
    const recipes = await sql`select r.*, s.views, s.likes, s.shares, s.saves
                              from recipes r left join recipe_stats s on s.recipe_id = r.id where ${where}`;
    const ids = recipes.map((r) => r.id as string);
    if (ids.length) {
      await sql`select rt.recipe_id, t.* from recipe_tags rt join tags t on t.id = rt.tag_id
                where rt.recipe_id in ${sql(ids)} order by t.name`;
    }
    return recipes;
  };
  return {
    async directSearch(q: string) {
      const match = sql`r.search_vector @@ websearch_to_tsquery('english', ${q})`;
      const [page] = await Promise.all([
        sql`select s.recipe_id from recipe_stats s join recipes r on r.id = s.recipe_id where ${match}
            order by s.trending_score desc, s.recipe_id limit 25`,
        sql`select count(*) from (select 1 from recipes r where ${match} limit 1001) m`,
      ]);
      const ids = page.map((row) => row.recipe_id as string);
      if (ids.length) await recipesWithTags(sql`r.id in ${sql(ids)}`);
    },
    directRecipeBySlug: (slug: string) => recipesWithTags(sql`r.slug = ${slug}`),
  };
}
