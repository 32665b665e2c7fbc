import { z } from 'zod';
import { MEDIA_FORMATS } from './media.ts';

// Kept apart from media.ts, which browser code imports: zod stays out of bundles that need only
// the paths and sizes.

/** A recipe photo the site stores and serves itself, at `/media/{hash}/{width}.{format}`. */
export const storedImageSchema = z.object({
  /** SHA-256 (hex) of the source image's bytes. */
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  /** The stored widths, smallest first; every one in every format of `formats`. */
  widths: z.array(z.number().int().positive()),
  /**
   * The formats stored so far, best first: WebP as soon as the photo is imported, AVIF and JPEG
   * once the background pass has made them. Absent on photos stored whole (every format).
   */
  formats: z.array(z.enum(MEDIA_FORMATS)).optional(),
  /** The source's size after EXIF orientation, for the aspect ratio. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** A tiny blurred WebP data URI shown while the photo loads. */
  placeholder: z.string(),
  /** The photo's dominant colour (`#rrggbb`), painted before the placeholder. */
  color: z.string(),
});
export type StoredImage = z.infer<typeof storedImageSchema>;

/** How far the catalogue's photos are stored (`GET /api/admin/photos`). */
export const photoCountsSchema = z.object({
  /** Recipes whose image address has a photo stored from it. */
  stored: z.number().int().nonnegative(),
  /** Recipes whose image address is a web address with no photo stored from it yet. */
  to_store: z.number().int().nonnegative(),
});
export type PhotoCounts = z.infer<typeof photoCountsSchema>;

/** One step of a backfill: the recipes after `after` (in id order), a few at a time. */
export const photoBackfillRequestSchema = z.object({
  after: z.uuid().nullable().default(null),
});

export const PHOTO_OUTCOMES = ['stored', 'failed', 'no_photo', 'missing'] as const;
export const photoBackfillStepSchema = z.object({
  results: z.array(
    z.object({
      recipe_id: z.string(),
      title: z.string(),
      outcome: z.enum(PHOTO_OUTCOMES),
      /** Why a photo failed: the fetch's reason, or why the photo worker refused it. */
      reason: z.string().optional(),
    }),
  ),
  /** Where the next step starts; null when the backfill has gone through every recipe. */
  next_after: z.string().nullable(),
});
export type PhotoBackfillStep = z.infer<typeof photoBackfillStepSchema>;

/** One step of moving photo files out of the database into the media store (`POST /api/admin/media/migrate`). */
export const mediaMoveStepSchema = z.object({
  /** Photo files this step moved. */
  moved: z.number().int().nonnegative(),
  /** Photo files still kept in the database; 0 when the move is done. */
  remaining: z.number().int().nonnegative(),
});
export type MediaMoveStep = z.infer<typeof mediaMoveStepSchema>;

/** What a sweep of the media store deleted (`POST /api/admin/media/sweep`). */
export const mediaSweepSchema = z.object({
  /** Files no index row names any more (their photo or video is gone). */
  deleted: z.number().int().nonnegative(),
  /** Uploads that began long ago and never completed. */
  abandoned: z.number().int().nonnegative(),
});
export type MediaSweep = z.infer<typeof mediaSweepSchema>;
