import type postgres from 'postgres';
import { generateRecipes, generateTags } from './generate.ts';

const BATCH = 1000;

/** Bulk-loads a generated catalogue with multi-row inserts (one transaction per batch). */
export async function loadCatalogue(sql: postgres.Sql, recipeCount: number): Promise<void> {
  const tags = generateTags();
  await sql`insert into tags ${sql(tags.map(({ id, name, slug, is_category }) => ({ id, name, slug, is_category })))}`;
  let batch: ReturnType<typeof generateRecipes> extends Generator<infer R> ? R[] : never = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    await sql.begin(async (tx) => {
      await tx`insert into recipes ${tx(
        rows.map(({ tags: recipeTags, stats: _stats, ...r }) => ({
          ...r,
          ingredients: tx.json(r.ingredients),
          instructions: tx.json(r.instructions),
          tag_names: recipeTags.map((t) => t.name).join(' '),
        })),
      )}`;
      await tx`insert into recipe_tags ${tx(rows.flatMap((r) => r.tags.map((t) => ({ recipe_id: r.id, tag_id: t.id }))))}`;
      await tx`insert into recipe_stats ${tx(
        rows.map((r) => ({ recipe_id: r.id, ...r.stats, created_epoch: r.created_at.getTime() / 1000 })),
      )}`;
    });
  };
  for (const recipe of generateRecipes(recipeCount, tags)) {
    batch.push(recipe);
    if (batch.length === BATCH) await flush();
  }
  await flush();
  // The steady state autovacuum reaches in production: statistics and visibility maps current.
  await sql`vacuum analyze`;
}
