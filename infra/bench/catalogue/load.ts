import type postgres from 'postgres';
import { generateTags } from './generate.ts';
import { adjectives, dishes, ingredients } from './words.ts';

/** The tables the catalogue fills; their secondary indexes are built once after the rows are in. */
const TABLES = ['recipes', 'recipe_tags', 'recipe_stats'];

/**
 * Generates a catalogue inside PostgreSQL (generate_series), so a million recipes load in minutes:
 * no rows cross the socket, the secondary indexes are built once at the end instead of row by row,
 * and triggers and foreign-key checks are off for the load (the stats rows get their filter copies
 * here, as the trigger would give them). Same vocabulary and shape as generate.ts: 300 tags, a
 * category and five skewed tags per recipe, views cubed-skewed, a year of creation dates.
 */
export async function loadCatalogue(sql: postgres.Sql, recipeCount: number): Promise<void> {
  const tags = generateTags();
  await sql`insert into tags ${sql(tags.map(({ id, name, slug, is_category }) => ({ id, name, slug, is_category })))}`;
  const categoryCount = tags.filter((t) => t.is_category).length;
  await sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    await tx`select setseed(0.42)`;
    const indexes = await tx<{ name: string; definition: string }[]>`
      select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = 'public' and i.tablename in ${tx(TABLES)}
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`;
    for (const { name } of indexes) await tx.unsafe(`drop index "${name}"`);

    await tx`create temp table tag_order on commit drop as
             select (row_number() over (order by ord) - 1)::int as idx, t.id, t.name
             from unnest(${tags.map((t) => t.id)}::uuid[]) with ordinality as u(tag_id, ord)
             join tags t on t.id = u.tag_id`;
    // Per recipe: the category first, then distinct tags drawn towards the front of the list.
    await tx`create temp table generated on commit drop as
      select i, gen_random_uuid() as id,
        floor(random() * ${adjectives.length})::int + 1 as a, floor(random() * ${dishes.length})::int + 1 as d,
        floor(random() * ${adjectives.length})::int + 1 as a2, floor(random() * ${dishes.length})::int + 1 as d2,
        floor(random() * ${ingredients.length})::int + 1 as ing,
        (array['easy','easy','medium','hard'])[floor(random() * 4)::int + 1] as difficulty,
        5 + floor(random() * 25)::int as prep_time, floor(random() * 60)::int as cook_time,
        5 + floor(random() * 120)::int as total_time, 1 + floor(random() * 6)::int as servings,
        round((random() * 4000)::numeric) / 100 as estimated_cost,
        floor(random() ^ 3 * 200000)::int as views, random() as r1, random() as r2, random() as r3,
        now() - random() * interval '365 days' as created_at,
        (select jsonb_agg(jsonb_build_object('name', (${ingredients}::text[])[floor(random() * ${ingredients.length})::int + 1],
                  'amount', '1', 'unit', 'cup'))
           from generate_series(1, 6) k where i >= 0) as ingredients,
        array(select t from (
                select t, min(k) as first from (
                  select k, case when k = 0 then floor(random() * ${categoryCount})::int
                                 else floor(random() ^ 2 * ${tags.length})::int end as t
                  from generate_series(0, 13) k where i >= 0) draws
                group by t order by min(k) limit 6) picked) as tag_idx
      from generate_series(0, ${recipeCount - 1}) i`;
    await tx`insert into recipes (id, slug, title, description, difficulty, prep_time, cook_time, total_time,
               servings, estimated_cost, ingredients, instructions, tag_names, created_at)
      select g.id, regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g'), title,
        'A ' || lower((${adjectives}::text[])[a2]) || ' take on ' || lower((${dishes}::text[])[d2]) || ' with '
          || lower((${ingredients}::text[])[ing]) || ', ready fast.',
        difficulty, prep_time, cook_time, total_time, servings, estimated_cost, ingredients,
        (select jsonb_agg(jsonb_build_object('step', s, 'description', 'Step ' || s || ': cook until done.'))
           from generate_series(1, 4) s),
        (select string_agg(o.name, ' ' order by u.ord) from unnest(g.tag_idx) with ordinality u(idx, ord)
           join tag_order o on o.idx = u.idx),
        created_at
      from generated g, lateral (select (${adjectives}::text[])[a] || ' ' || (${dishes}::text[])[d] || ' ' || i as title) named`;
    await tx`insert into recipe_tags (recipe_id, tag_id)
      select g.id, o.id from generated g, unnest(g.tag_idx) u(idx) join tag_order o on o.idx = u.idx`;
    await tx`insert into recipe_stats (recipe_id, views, likes, shares, saves, created_epoch, difficulty,
               total_time, estimated_cost)
      select id, views, floor(views * r1 * 0.1)::int, floor(views * r2 * 0.02)::int, floor(views * r3 * 0.03)::int,
        extract(epoch from created_at), difficulty, total_time, estimated_cost
      from generated`;
    await tx`set local maintenance_work_mem = '512MB'`;
    for (const { definition } of indexes) await tx.unsafe(definition);
  });
  // The steady state autovacuum reaches in production: statistics and visibility maps current.
  await sql`vacuum analyze`;
}
