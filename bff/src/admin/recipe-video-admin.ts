import { type Database, schema, type Transaction } from '@viral/db';
import { type AdminRecipeVideo, VIDEO_IMPORT_OFF_REASON, type VideoTaskStatus } from '@viral/domain';
import { type PageVideo, videoAddressFormat } from '@viral/reader';
import { eq, sql } from 'drizzle-orm';
import { ApiError, notFound } from '../http/api-error.ts';
import { checkFetchableAddress } from '../import/fetch/check-address.ts';
import type { FetchPolicy } from '../import/fetch/guarded-fetch.ts';
import { ImportError } from '../import/import-error.ts';
import { videoTaskStatusFor } from '../media/video/video-tasks.ts';
import { loadRecipes } from '../recipes/recipe-reads.ts';
import { writeAudit } from './audit.ts';

const { mediaVideos, recipes, videoTasks } = schema;

/** The back-office's view of a recipe's video: where it stands, where it came from, the stored file. */
export async function readRecipeVideo(db: Database, recipeId: string): Promise<AdminRecipeVideo | null> {
  const [recipe] = await loadRecipes(db, [recipeId]);
  if (!recipe) throw notFound('Recipe');
  const [[task], [file]] = await Promise.all([
    db
      .select({
        status: videoTasks.status,
        reason: videoTasks.reason,
        url: videoTasks.url,
        updated_at: videoTasks.updated_at,
      })
      .from(videoTasks)
      .where(eq(videoTasks.recipe_id, recipeId)),
    db
      .select({ bytes: mediaVideos.bytes, created_at: mediaVideos.created_at })
      .from(mediaVideos)
      .where(eq(mediaVideos.recipe_id, recipeId)),
  ]);
  if (!task && !file) return null;
  return {
    // A stored file with no task was stored another way (the demo's clips).
    status: task?.status ?? 'stored',
    reason: task?.reason ?? null,
    source_url: task?.url ?? null,
    updated_at: (task?.updated_at ?? file?.created_at ?? new Date()).toISOString(),
    stored: recipe.video && file ? { ...recipe.video, bytes: file.bytes } : null,
  };
}

/** Drops the recipe's stored video (its row; the poster goes with it by trigger) and answers its file's key. */
async function dropStoredVideo(tx: Transaction, recipeId: string) {
  const dropped = await tx
    .delete(mediaVideos)
    .where(eq(mediaVideos.recipe_id, recipeId))
    .returning({ key: mediaVideos.key });
  return dropped.map((row) => row.key);
}

async function requireRecipe(db: Database, recipeId: string) {
  const [recipe] = await db
    .select({ id: recipes.id, title: recipes.title, slug: recipes.slug })
    .from(recipes)
    .where(eq(recipes.id, recipeId));
  if (!recipe) throw notFound('Recipe');
  return recipe;
}

/**
 * Removes the recipe's video: its stored row and its task (a worker preparing it then stores
 * nothing). Answers the keys of the files to delete; 404 when the recipe has no video.
 */
export async function removeRecipeVideo(db: Database, recipeId: string, actorUserId: string) {
  const recipe = await requireRecipe(db, recipeId);
  return db.transaction(async (tx) => {
    const keys = await dropStoredVideo(tx, recipeId);
    const tasks = await tx
      .delete(videoTasks)
      .where(eq(videoTasks.recipe_id, recipeId))
      .returning({ url: videoTasks.url });
    if (keys.length === 0 && tasks.length === 0) throw notFound('Recipe video');
    await writeAudit(tx, actorUserId, 'recipe.video.remove', { ...recipe, url: tasks[0]?.url ?? null });
    return keys;
  });
}

/**
 * Replaces the recipe's video from an address, as an import would record it: a player or an HLS
 * stream is kept as a link; any other address is a file to fetch (through the guarded fetcher) and
 * prepare, refused at once when its host is not public or this site has no ffmpeg. The current
 * video stops playing at once. Answers where the new one starts and the keys of the files to delete.
 */
export async function replaceRecipeVideo(
  db: Database,
  recipeId: string,
  url: string,
  deps: { policy: FetchPolicy; canPrepare: boolean; actorUserId: string },
): Promise<{ status: VideoTaskStatus; keys: string[] }> {
  const recipe = await requireRecipe(db, recipeId);
  const format = videoAddressFormat(url);
  const video: Pick<PageVideo, 'kind' | 'format'> = {
    kind: format === 'hls' || format === 'player' ? 'link' : 'file',
    format,
  };
  const status = videoTaskStatusFor(video, deps.canPrepare);
  if (status === 'refused') throw new ApiError(409, 'video_import_off', VIDEO_IMPORT_OFF_REASON);
  if (video.kind === 'file')
    await checkFetchableAddress(url, deps.policy).catch((error: unknown) => {
      throw error instanceof ImportError
        ? new ApiError(400, 'validation_failed', `url: ${error.message}`)
        : error;
    });
  return db.transaction(async (tx) => {
    const keys = await dropStoredVideo(tx, recipeId);
    const fresh = {
      url,
      format: video.format,
      status,
      reason: null,
      probe: null,
      attempts: 0,
      claimed_by: null,
      claimed_at: null,
      job_id: null,
      created_at: sql`now()`,
      updated_at: sql`now()`,
      finished_at: status === 'linked' ? sql`now()` : null,
    };
    await tx
      .insert(videoTasks)
      .values({ recipe_id: recipeId, ...fresh })
      .onConflictDoUpdate({ target: videoTasks.recipe_id, set: fresh });
    await writeAudit(tx, deps.actorUserId, 'recipe.video.replace', { ...recipe, url });
    return { status, keys };
  });
}
