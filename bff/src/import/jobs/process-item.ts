import { type Database, schema } from '@viral/db';
import { MIN_VALIDATION_CONFIDENCE } from '@viral/domain';
import { normaliseRecipe } from '@viral/reader';
import { and, eq, sql } from 'drizzle-orm';
import { isDatabaseUnavailable } from '../../http/api-error.ts';
import type { Logger } from '../../logger.ts';
import { storeRecipePhoto } from '../../media/store-recipe-photo.ts';
import { ImportError } from '../import-error.ts';
import { type ImportContext, judgePage } from '../preview-import.ts';
import { DuplicateRecipeError, saveImportedRecipe } from '../save/save-recipe.ts';
import type { ClaimedItem } from './item-claims.ts';
import { RETRY_WRITES_FOR_MS, type RetryPolicy, retryWhileUnavailable } from './retry-while-unavailable.ts';

const { importItems, recipes } = schema;
type ItemUpdate = Partial<typeof importItems.$inferInsert>;

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
        return 'failed' as const;
      },
    );
    if (stored === 'failed')
      logger.info({ recipeId, url: item.url }, 'recipe imported without a stored photo');
  };

  const outcome = async (): Promise<ItemUpdate> => {
    try {
      // 'validating' covers fetching and judging the page; extraction is the 'processing' work.
      const { validation: v, extract } = await judgePage(item, ctx);
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
      const saved = await persist(() => saveImportedRecipe(db, normaliseRecipe(extracted)));
      await storePhotoOf(saved.id);
      return { status: 'completed', recipe_id: saved.id, categories: saved.categories, error: null };
    } catch (error) {
      if (error instanceof DuplicateRecipeError) {
        const [existing] = await persist(() =>
          db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, error.existingSlug)),
        );
        return { status: 'skipped', error: 'Already imported', recipe_id: existing?.id ?? null };
      }
      if (error instanceof ImportError) return { status: 'error', error: error.message };
      // The database failing is not the page's fault: the item goes back to the queue instead.
      if (isDatabaseUnavailable(error)) throw error;
      logger.error({ err: error, url: item.url }, 'import item failed');
      return { status: 'error', error: 'Failed to import recipe' };
    }
  };

  await update({ ...(await outcome()), finished_at: sql`now()` as never, claimed_by: null });
}
