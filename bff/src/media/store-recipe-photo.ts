import { type Database, schema } from '@viral/db';
import type { StoredImage } from '@viral/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type FetchPolicy, fetchImageBytes } from '../import/fetch/guarded-fetch.ts';
import { ImportError } from '../import/import-error.ts';
import type { MediaStore } from './media-store.ts';
import { PhotoRefusedError } from './photo-worker/photo-pool.ts';
import { contentHash, processFirstView } from './process-image.ts';

const { recipes } = schema;
/** A recipe photo larger than this is not fetched (the broken-image repair allows the same). */
export const MAX_SOURCE_IMAGE_BYTES = 10 * 1024 * 1024;

/** What storing a photo needs: the importer's fetch policy and where photos go. */
export interface PhotoContext {
  policy: FetchPolicy;
  media: MediaStore;
}

export type PhotoOutcome = 'stored' | 'failed' | 'no_photo' | 'missing';
/** What became of a recipe's photo; a failure says why (the fetch's or the photo worker's reason). */
export interface PhotoResult {
  outcome: PhotoOutcome;
  reason?: string;
}

/**
 * Fetches an image once through the importer's guard (images only, 10 MB, 20 s), and stores what
 * a first view needs unless the same bytes are stored already; the background pass makes the
 * other formats later. Throws ImportError or PhotoRefusedError with the reason.
 */
export async function storeImageFrom(url: string, ctx: PhotoContext): Promise<StoredImage> {
  const { bytes } = await fetchImageBytes(url, { ...ctx.policy, maxBytes: MAX_SOURCE_IMAGE_BYTES });
  return storeImageBytes(bytes, ctx.media);
}

/**
 * Stores an image's bytes as a photo (what a first view needs; the background pass makes the rest)
 * unless the same bytes are stored already. Throws PhotoRefusedError with the reason.
 */
export async function storeImageBytes(bytes: Uint8Array, media: MediaStore): Promise<StoredImage> {
  const known = await media.find(contentHash(bytes));
  if (known) return known;
  const { variants, ...image } = await processFirstView(bytes);
  await media.save({ ...image, variants }, bytes);
  return image;
}

/** An address the site fetches photos from; same-origin paths (the demo's drawings) are served as they are. */
export const isRemoteImage = (url: string | null): url is string => Boolean(url && /^https?:\/\//i.test(url));

/**
 * Stores the photo of a recipe's image_url and records it on the recipe, or records a failed
 * try (the background pass retries later). The recipe is left alone if its image_url changed
 * meanwhile, and keeps its image address whatever happens. Only database errors are thrown.
 */
export async function storeRecipePhoto(
  db: Database,
  recipeId: string,
  ctx: PhotoContext,
): Promise<PhotoResult> {
  const [recipe] = await db
    .select({ image_url: recipes.image_url, stored_image: recipes.stored_image })
    .from(recipes)
    .where(eq(recipes.id, recipeId));
  if (!recipe) return { outcome: 'missing' };
  const url = recipe.image_url;
  if (!isRemoteImage(url)) return { outcome: 'no_photo' };
  if (recipe.stored_image?.source_url === url) return { outcome: 'stored' };
  const sameAddress = and(eq(recipes.id, recipeId), eq(recipes.image_url, url));
  try {
    const image = await storeImageFrom(url, ctx);
    await db
      .update(recipes)
      .set({ stored_image: { ...image, source_url: url }, image_attempts: 0, image_attempted_at: new Date() })
      .where(sameAddress);
    return { outcome: 'stored' };
  } catch (error) {
    if (!(error instanceof ImportError || error instanceof PhotoRefusedError)) throw error;
    await db
      .update(recipes)
      .set({
        stored_image: null,
        image_attempts: sql`${recipes.image_attempts} + 1`,
        image_attempted_at: new Date(),
      })
      .where(sameAddress);
    return { outcome: 'failed', reason: (error as Error).message };
  }
}
