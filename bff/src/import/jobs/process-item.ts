import { type Database, schema, type Transaction } from '@viral/db';
import { ALREADY_IMPORTED, IN_FLIGHT_IMPORT_ITEM_STATUSES, MIN_VALIDATION_CONFIDENCE } from '@viral/domain';
import { normaliseRecipe, type PageVideo } from '@viral/reader';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isDatabaseUnavailable } from '../../http/api-error.ts';
import type { Logger } from '../../logger.ts';
import { storeRecipePhoto } from '../../media/store-recipe-photo.ts';
import { queueVideo } from '../../media/video/video-tasks.ts';
import { ImportError } from '../import-error.ts';
import { type ImportContext, judgePage } from '../preview-import.ts';
import { categoriesOf, DuplicateRecipeError, saveImportedRecipe } from '../save/save-recipe.ts';
import type { ClaimedItem } from './item-claims.ts';
import { RETRY_WRITES_FOR_MS, type RetryPolicy, retryWhileUnavailable } from './retry-while-unavailable.ts';

const { importItems, recipes } = schema;
type ItemUpdate = Partial<typeof importItems.$inferInsert>;

/** The item is no longer this worker's (handed back, or its job cancelled by a purge): nothing is saved. */
class ClaimLostError extends Error {}

/**
 * Runs one claimed item through the bulk item states, each while its work runs: validating
 * (fetch and judge), then skipped (not a recipe, confidence under 70, or already imported) or
 * processing (extract the recipe), categorizing (choose its tags, save it under its categories),
 * completed; any failure of the page is an error with its message, and the job goes on.
 *
 * Its database writes are tried again while the database is out of reach, so a short outage
 * neither fetches the page twice nor marks it failed. Past the policy's time it throws, and the
 * caller hands the item back to the queue.
 */
export async function processItem(
  db: Database,
  item: ClaimedItem,
  ctx: ImportContext,
  logger: Logger,
  retry: RetryPolicy = { forMs: RETRY_WRITES_FOR_MS },
) {
  const persist = <T>(write: () => Promise<T>) => retryWhileUnavailable(write, retry);
  const update = (fields: ItemUpdate) =>
    persist(() =>
      db
        .update(importItems)
        .set({ ...fields, updated_at: sql`now()` })
        // An item handed back (this worker stopping) belongs to whoever claimed it next.
        .where(and(eq(importItems.id, item.id), eq(importItems.claimed_by, item.claimed_by))),
    );

  // The recipe is imported whatever happens to its photo; one not stored is retried in the background.
  const storePhotoOf = async (recipeId: string) => {
    const { media } = ctx;
    if (!media) return;
    const stored = await storeRecipePhoto(db, recipeId, { policy: ctx.policy, media }).catch(
      (error: unknown) => {
        logger.warn({ err: error, recipeId }, 'recipe photo not stored; the background pass retries it');
        return { outcome: 'failed' as const, reason: undefined };
      },
    );
    if (stored.outcome === 'failed')
      logger.info(
        { recipeId, url: item.url, reason: stored.reason },
        'recipe imported without a stored photo',
      );
  };

  // The video is queued for the video workers (a link is only recorded, a file refused when this
  // site has no ffmpeg, so the results say why); the job never waits for it.
  const queueVideoOf = async (recipeId: string, video: PageVideo | null) => {
    if (!video) return;
    const task = { recipeId, jobId: item.job_id, video, canPrepare: !!ctx.videos };
    const queued = await persist(() => queueVideo(db, task)).catch((error: unknown) => {
      logger.warn({ err: error, recipeId }, 'recipe video not queued');
      return undefined;
    });
    if (queued === 'pending') ctx.videos?.queued();
  };

  // The recipe and the item's link to it are written together, and only while the claim holds: a
  // re-run after a lost final write then knows the recipe as its own, and a purge that cancelled
  // the job in the meantime leaves no recipe behind.
  const claimRecipe = async (tx: Transaction, recipeId: string) => {
    const claimed = await tx
      .update(importItems)
      .set({ recipe_id: recipeId })
      .where(
        and(
          eq(importItems.id, item.id),
          eq(importItems.claimed_by, item.claimed_by),
          inArray(importItems.status, [...IN_FLIGHT_IMPORT_ITEM_STATUSES]),
        ),
      )
      .returning({ id: importItems.id });
    if (claimed.length === 0) throw new ClaimLostError();
  };

  /** The page is in the catalogue: this item's own recipe from an earlier run, or another's. */
  const alreadyImported = async (slug: string): Promise<ItemUpdate> => {
    const [existing] = await persist(() =>
      db
        .select({ id: recipes.id, own: sql<boolean>`${recipes.id} = ${importItems.recipe_id}` })
        .from(recipes)
        .leftJoin(importItems, eq(importItems.id, item.id))
        .where(eq(recipes.slug, slug)),
    );
    if (!existing) return { status: 'skipped', error: ALREADY_IMPORTED, recipe_id: null };
    if (!existing.own) return { status: 'skipped', error: ALREADY_IMPORTED, recipe_id: existing.id };
    // Its photo, if the first run did not store it, is the background pass's to retry.
    return {
      status: 'completed',
      recipe_id: existing.id,
      categories: await categoriesOf(db, existing.id),
      error: null,
    };
  };

  const outcome = async (): Promise<ItemUpdate | null> => {
    try {
      // 'validating' covers fetching and judging the page; extraction is the 'processing' work.
      const { validation: v, extract, video } = await judgePage(item, ctx);
      if (!v.is_recipe || v.confidence < MIN_VALIDATION_CONFIDENCE || !extract) {
        return {
          status: 'skipped',
          validation: v,
          error: `Validation failed: ${v.reason} (Confidence: ${v.confidence}%, Type: ${v.page_type})`,
        };
      }
      await update({ status: 'processing', validation: v });
      const extracted = await extract();
      await update({ status: 'categorizing' });
      const saved = await persist(() =>
        saveImportedRecipe(db, normaliseRecipe(extracted), { within: claimRecipe }),
      );
      await storePhotoOf(saved.id);
      await queueVideoOf(saved.id, video);
      return { status: 'completed', recipe_id: saved.id, categories: saved.categories, error: null };
    } catch (error) {
      if (error instanceof DuplicateRecipeError) return alreadyImported(error.existingSlug);
      if (error instanceof ClaimLostError) return null;
      if (error instanceof ImportError) return { status: 'error', error: error.message };
      // The database failing is not the page's fault: the item goes back to the queue instead.
      if (isDatabaseUnavailable(error)) throw error;
      logger.error({ err: error, url: item.url }, 'import item failed');
      return { status: 'error', error: 'Failed to import recipe' };
    }
  };

  const result = await outcome();
  if (!result) return;
  await update({ ...result, finished_at: sql`now()` as never, claimed_by: null });
}
