import { type Database, schema, type Transaction } from '@viral/db';
import type { PurgeCounts, PurgeTarget } from '@viral/domain';
import { eq, gt, ne, or, type SQL, sql } from 'drizzle-orm';
import { cancelRunningImports } from '../import/jobs/cancel-imports.ts';
import { writeAudit } from './audit.ts';
import { rebuildTagNames } from './tag-names.ts';

const {
  mediaVideos,
  recipes,
  recipeInteractions,
  recipeShares,
  recipeStats,
  recipeViewHours,
  recipeViews,
  tags,
} = schema;
type Deleted = Partial<PurgeCounts>;
/** What a purge step deleted, and the keys of the video files whose rows went with it. */
type StepOutcome = { deleted: Deleted; videoKeys?: string[] };

const countOf = (db: Database | Transaction, table: Parameters<Database['$count']>[0], where?: SQL) =>
  db.$count(table, where);

const countersAboveZero = or(
  gt(recipeStats.views, 0),
  gt(recipeStats.likes, 0),
  gt(recipeStats.shares, 0),
  gt(recipeStats.saves, 0),
);
/**
 * Stats rows with something to reset (a counter, or views counted for Popular's window): what the
 * stats purge clears, so the card can say when nothing is left.
 */
const carriesCounts = or(
  countersAboveZero,
  sql`exists (select 1 from ${recipeViewHours} where ${recipeViewHours.recipe_id} = ${recipeStats.recipe_id})`,
);

export async function purgeCounts(db: Database): Promise<PurgeCounts> {
  const [recipeCount, tagCount, categories, stats, interactions] = await Promise.all([
    countOf(db, recipes),
    countOf(db, tags),
    countOf(db, tags, eq(tags.is_category, true)),
    countOf(db, recipeStats, carriesCounts),
    countOf(db, recipeInteractions),
  ]);
  return { recipes: recipeCount, tags: tagCount, categories, recipe_stats: stats, interactions };
}

/** Counters back to zero: every recipe keeps its one stats row (search joins on it). */
async function purgeStats(tx: Transaction): Promise<StepOutcome> {
  const interactions = await countOf(tx, recipeInteractions);
  const stats = await countOf(tx, recipeStats, carriesCounts);
  await tx
    .update(recipeStats)
    .set({ views: 0, likes: 0, shares: 0, saves: 0, updated_at: new Date() })
    .where(countersAboveZero);
  await tx.delete(recipeInteractions);
  await tx.delete(recipeViewHours);
  await tx.delete(recipeViews);
  await tx.delete(recipeShares);
  return { deleted: { recipe_stats: stats, interactions } };
}

async function purgeRecipes(tx: Transaction): Promise<StepOutcome> {
  const deleted = await countOf(tx, recipes);
  const videos = await tx.select({ key: mediaVideos.key }).from(mediaVideos);
  await tx.delete(recipes); // tags links, stats, interactions, views, shares and videos cascade
  return { deleted: { recipes: deleted }, videoKeys: videos.map((video) => video.key) };
}

async function purgeTags(tx: Transaction): Promise<StepOutcome> {
  const deleted = await countOf(tx, tags);
  await tx.delete(tags);
  await tx.update(recipes).set({ tag_names: '' }).where(ne(recipes.tag_names, ''));
  return { deleted: { tags: deleted } };
}

async function purgeCategories(tx: Transaction): Promise<StepOutcome> {
  const deleted = await countOf(tx, tags, eq(tags.is_category, true));
  await rebuildTagNames(
    tx,
    sql`select rt.recipe_id from recipe_tags rt join tags c on c.id = rt.tag_id where c.is_category`,
    sql`t.is_category`,
  );
  await tx.delete(tags).where(eq(tags.is_category, true));
  return { deleted: { categories: deleted } };
}

const PURGES: Record<Exclude<PurgeTarget, 'everything'>, (tx: Transaction) => Promise<StepOutcome>> = {
  stats: purgeStats,
  recipes: purgeRecipes,
  tags: purgeTags,
  categories: purgeCategories,
};

/** The purges that delete recipes: running imports would bring some back, so they are cancelled first. */
const DELETES_RECIPES: readonly PurgeTarget[] = ['recipes', 'everything'];

export interface PurgeOutcome {
  deleted: Deleted;
  cancelledImportJobs: number;
  /** The files of the videos purged: their rows are gone, the caller deletes them. */
  videoKeys: string[];
}

/**
 * One transaction per purge; 'everything' runs stats, then recipes, then tags. Never touches
 * accounts. A purge of recipes first cancels the import jobs still running.
 */
export async function runPurge(
  db: Database,
  target: PurgeTarget,
  actorUserId: string,
): Promise<PurgeOutcome> {
  return db.transaction(async (tx) => {
    // A whole catalogue may take longer than the pool's per-statement limit meant for requests.
    await tx.execute(sql`set local statement_timeout = '10min'`);
    const cancelledImportJobs = DELETES_RECIPES.includes(target) ? await cancelRunningImports(tx) : 0;
    const steps = target === 'everything' ? (['stats', 'recipes', 'tags'] as const) : [target];
    let deleted: Deleted = {};
    const videoKeys: string[] = [];
    for (const step of steps) {
      const outcome = await PURGES[step](tx);
      deleted = { ...deleted, ...outcome.deleted };
      videoKeys.push(...(outcome.videoKeys ?? []));
    }
    await writeAudit(tx, actorUserId, `purge.${target}`, {
      deleted,
      cancelled_import_jobs: cancelledImportJobs,
    });
    return { deleted, cancelledImportJobs, videoKeys };
  });
}
