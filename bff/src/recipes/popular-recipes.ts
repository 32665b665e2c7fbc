import { type Database, schema } from '@viral/db';
import { POPULAR_WINDOW_HOURS, type Recipe, VIEW_HOURS_KEPT } from '@viral/domain';
import { desc, eq, gt, lt, notInArray, sql } from 'drizzle-orm';
import { shortCachePerDatabase } from '../http/short-cache.ts';
import { loadRecipes } from './recipe-reads.ts';

const { recipeStats, recipeViewHours } = schema;
const HOUR_MS = 3_600_000;

/** When each database last had its old hourly view counts pruned (in this process). */
const lastPruned = new WeakMap<Database, number>();

/** Deletes hourly view counts past VIEW_HOURS_KEPT, at most once an hour: an index range delete. */
async function pruneOldViewHours(db: Database, now: Date) {
  if (now.getTime() - (lastPruned.get(db) ?? 0) < HOUR_MS) return;
  lastPruned.set(db, now.getTime());
  await db
    .delete(recipeViewHours)
    .where(lt(recipeViewHours.hour, new Date(now.getTime() - VIEW_HOURS_KEPT * HOUR_MS)));
}

/**
 * The home page's Popular list: the most viewed recipes of the last 24 clock hours (summed from the
 * hourly counts), ties to the more trending. When fewer recipes were viewed in that window, the
 * list is topped up as trending is, with the best stored trending scores.
 */
export async function findPopularRecipes(db: Database, limit: number, now = new Date()): Promise<Recipe[]> {
  await pruneOldViewHours(db, now);
  const since = new Date(now.getTime() - POPULAR_WINDOW_HOURS * HOUR_MS);
  const windowViews = db
    .select({
      recipe_id: recipeViewHours.recipe_id,
      views: sql<number>`sum(${recipeViewHours.views})`.as('window_views'),
    })
    .from(recipeViewHours)
    .where(gt(recipeViewHours.hour, since))
    .groupBy(recipeViewHours.recipe_id)
    .as('window_views');
  const viewed = await db
    .select({ id: windowViews.recipe_id })
    .from(windowViews)
    .innerJoin(recipeStats, eq(recipeStats.recipe_id, windowViews.recipe_id))
    .orderBy(desc(windowViews.views), desc(recipeStats.trending_score), windowViews.recipe_id)
    .limit(limit);
  const picked = viewed.map((row) => row.id);
  if (picked.length < limit) {
    const fill = await db
      .select({ id: recipeStats.recipe_id })
      .from(recipeStats)
      .where(picked.length ? notInArray(recipeStats.recipe_id, picked) : undefined)
      .orderBy(desc(recipeStats.trending_score), recipeStats.recipe_id)
      .limit(limit - picked.length);
    picked.push(...fill.map((row) => row.id));
  }
  return loadRecipes(db, picked);
}

/**
 * Popular as the home page reads it, kept for a few seconds: the window's sum reads every hourly
 * count of the last day (about 40 ms with 120,000 of them, see infra/bench/popular-window.ts), and
 * every visitor's home page asks for the same list.
 */
export const POPULAR_TTL_MS = 10_000;
const popularLists = shortCachePerDatabase<Recipe[]>({ ttlMs: POPULAR_TTL_MS, max: 4 });

export async function cachedPopularRecipes(db: Database, limit: number): Promise<Recipe[]> {
  return (await popularLists(db)(String(limit), () => findPopularRecipes(db, limit))) ?? [];
}
