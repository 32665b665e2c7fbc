import { type Database, schema } from '@viral/db';
import { type RecipeSummary, SIMILAR_RECIPES_COUNT, TRENDING_WINDOW_HOURS } from '@viral/domain';
import { and, desc, eq, gt, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { loadRecipeSummaries } from './recipe-reads.ts';

const { recipes, recipeStats, recipeTags } = schema;

export interface TrendingOptions {
  by: 'likes' | 'views';
  limit: number;
  excludeId?: string | undefined;
  now?: Date;
}

/**
 * Recipes created in the last 24 hours, top by likes or by views. When fewer exist,
 * the most engaging recent recipes (by the stored trending score) fill the list, so it is
 * never empty on a live catalogue.
 */
export async function findTrendingRecipes(db: Database, options: TrendingOptions): Promise<RecipeSummary[]> {
  const since = new Date((options.now ?? new Date()).getTime() - TRENDING_WINDOW_HOURS * 3_600_000);
  const notExcluded = options.excludeId ? ne(recipes.id, options.excludeId) : undefined;
  const counter = options.by === 'likes' ? recipeStats.likes : recipeStats.views;
  const fresh = await db
    .select({ id: recipes.id })
    .from(recipes)
    .innerJoin(recipeStats, eq(recipeStats.recipe_id, recipes.id))
    .where(and(gt(recipes.created_at, since), notExcluded))
    .orderBy(desc(counter), desc(recipes.created_at), recipes.id)
    .limit(options.limit);
  const picked = fresh.map((row) => row.id);
  if (picked.length < options.limit) {
    const skip = options.excludeId ? [...picked, options.excludeId] : picked;
    const fill = await db
      .select({ id: recipeStats.recipe_id })
      .from(recipeStats)
      .where(skip.length ? notInArray(recipeStats.recipe_id, skip) : undefined)
      .orderBy(desc(recipeStats.trending_score), recipeStats.recipe_id)
      .limit(options.limit - picked.length);
    picked.push(...fill.map((row) => row.id));
  }
  return loadRecipeSummaries(db, picked);
}

/** Recipes sharing the most tags with this one (then the more trending), itself excluded. */
export async function findSimilarRecipes(db: Database, recipeId: string, limit = SIMILAR_RECIPES_COUNT) {
  const ownTags = db
    .select({ tag_id: recipeTags.tag_id })
    .from(recipeTags)
    .where(eq(recipeTags.recipe_id, recipeId));
  const rows = await db
    .select({ id: recipeTags.recipe_id })
    .from(recipeTags)
    .innerJoin(recipeStats, eq(recipeStats.recipe_id, recipeTags.recipe_id))
    .where(and(inArray(recipeTags.tag_id, ownTags), ne(recipeTags.recipe_id, recipeId)))
    .groupBy(recipeTags.recipe_id, recipeStats.trending_score)
    .orderBy(desc(sql`count(*)`), desc(recipeStats.trending_score), recipeTags.recipe_id)
    .limit(limit);
  return loadRecipeSummaries(
    db,
    rows.map((row) => row.id),
  );
}
