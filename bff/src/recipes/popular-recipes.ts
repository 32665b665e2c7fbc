import { type Database, schema, selectRows } from '@viral/db';
import {
  fillSection,
  HOME_FEATURED_COUNT,
  HOME_POPULAR_COUNT,
  POPULAR_WINDOW_HOURS,
  type RecipeSummary,
  VIEW_HOURS_KEPT,
} from '@viral/domain';
import { sql } from 'drizzle-orm';
import { shortCachePerDatabase } from '../http/short-cache.ts';
import { findFeaturedRecipes } from './recipe-lists.ts';
import { loadRecipeSummaries } from './recipe-reads.ts';

const { recipeStats, recipeViewHours } = schema;
const HOUR_MS = 3_600_000;

/** When each database last had its old hourly view counts pruned (in this process). */
const lastPruned = new WeakMap<Database, number>();

/** Whether this read should also prune hourly view counts past VIEW_HOURS_KEPT: at most once an hour. */
function pruneDue(db: Database, now: Date): boolean {
  if (now.getTime() - (lastPruned.get(db) ?? 0) < HOUR_MS) return false;
  lastPruned.set(db, now.getTime());
  return true;
}

/**
 * The home page's Popular list: the most viewed recipes of the last 24 clock hours (summed from the
 * hourly counts), ties to the more trending. When fewer recipes were viewed in that window, the
 * list is topped up as trending is, with the best stored trending scores. One statement (the
 * hourly prune rides along as a CTE), so a slow database costs the list one round trip, not four.
 */
export async function findPopularRecipes(
  db: Database,
  limit: number,
  now = new Date(),
): Promise<RecipeSummary[]> {
  const since = new Date(now.getTime() - POPULAR_WINDOW_HOURS * HOUR_MS);
  const prunedBefore = new Date(now.getTime() - VIEW_HOURS_KEPT * HOUR_MS);
  const rows = await selectRows<{ id: string }>(
    db,
    sql`with pruned as (
          delete from ${recipeViewHours}
          where ${pruneDue(db, now)}::boolean and ${recipeViewHours.hour} < ${prunedBefore.toISOString()}::timestamptz
        ),
        viewed as (
          select w.recipe_id as id, row_number() over (
                   order by w.views desc, ${recipeStats.trending_score} desc, w.recipe_id) as position
          from (select ${recipeViewHours.recipe_id} as recipe_id, sum(${recipeViewHours.views}) as views
                from ${recipeViewHours}
                where ${recipeViewHours.hour} > ${since.toISOString()}::timestamptz
                group by ${recipeViewHours.recipe_id}) w
          join ${recipeStats} on ${recipeStats.recipe_id} = w.recipe_id
          order by position
          limit ${limit}
        ),
        topped_up as (
          select ${recipeStats.recipe_id} as id,
                 ${limit} + row_number() over (order by ${recipeStats.trending_score} desc, ${recipeStats.recipe_id}) as position
          from ${recipeStats}
          where ${recipeStats.recipe_id} not in (select id from viewed)
          order by ${recipeStats.trending_score} desc, ${recipeStats.recipe_id}
          limit ${limit} - (select count(*) from viewed)
        )
        select id from (select id, position from viewed union all select id, position from topped_up) picked
        order by position`,
  );
  return loadRecipeSummaries(
    db,
    rows.map((row) => row.id),
  );
}

/**
 * Home's Popular, which sits below Trending Today: the 8 most popular that Trending Today does not
 * already show, so no recipe is on the page twice.
 */
export async function findHomePopularRecipes(db: Database): Promise<RecipeSummary[]> {
  const [candidates, featured] = await Promise.all([
    findPopularRecipes(db, HOME_POPULAR_COUNT + HOME_FEATURED_COUNT),
    findFeaturedRecipes(db),
  ]);
  return fillSection(candidates, featured, HOME_POPULAR_COUNT);
}

/**
 * Popular as the home page reads it, kept for a few seconds: the window's sum reads every hourly
 * count of the last day (about 40 ms with 120,000 of them, see infra/bench/popular-window.ts), and
 * every visitor's home page asks for the same list.
 */
export const POPULAR_TTL_MS = 10_000;
const popularLists = shortCachePerDatabase<RecipeSummary[]>({ ttlMs: POPULAR_TTL_MS, max: 4 });

export async function cachedHomePopularRecipes(db: Database): Promise<RecipeSummary[]> {
  return (await popularLists(db)('home', () => findHomePopularRecipes(db))) ?? [];
}
