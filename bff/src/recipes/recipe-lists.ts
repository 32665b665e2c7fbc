import { type Database, schema } from '@viral/db';
import { HOME_FEATURED_COUNT, type RecipeSummary, TRENDING_WINDOW_HOURS } from '@viral/domain';
import { and, desc, eq, gt, ne, notInArray } from 'drizzle-orm';
import { loadRecipeSummaries } from './recipe-reads.ts';

const { recipes, recipeStats } = schema;

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

/** Home's 'Trending Today': the 3 most liked of the last 24 hours, topped up with trending ones. */
export const findFeaturedRecipes = (db: Database) =>
  findTrendingRecipes(db, { by: 'likes', limit: HOME_FEATURED_COUNT });
