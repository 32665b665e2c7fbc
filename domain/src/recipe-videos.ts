import { z } from 'zod';
import { VIDEO_TASK_STATUSES, type VideoTaskStatus } from './import-states.ts';
import { plainText } from './plain-text.ts';
import { recipeVideoSchema } from './recipe.ts';
import { formatCountOf } from './text.ts';

/** Why a page's video file was not queued: this site has no ffmpeg to prepare it. */
export const VIDEO_IMPORT_OFF_REASON = 'Video import is off: ffmpeg is not installed on the server';

/** Where a recipe's video stands: waiting, being prepared, stored, refused (with why) or kept as a link. */
export const videoStateSchema = z.object({
  status: z.enum(VIDEO_TASK_STATUSES),
  /** Why it was refused; null otherwise. */
  reason: z.string().nullable(),
});
export type VideoState = z.infer<typeof videoStateSchema>;

/** A recipe's video as the back-office's edit dialog shows it (`GET /api/admin/recipes/{id}/video`). */
export const adminRecipeVideoSchema = videoStateSchema.extend({
  /** The address it came from: the file fetched, or the link kept; null for a video stored otherwise. */
  source_url: z.string().nullable(),
  updated_at: z.string(),
  /** The stored file, once there is one. */
  stored: recipeVideoSchema.extend({ bytes: z.number().int().nonnegative() }).nullable(),
});
export type AdminRecipeVideo = z.infer<typeof adminRecipeVideoSchema>;
export const adminRecipeVideoResponseSchema = z.object({ video: adminRecipeVideoSchema.nullable() });
export type AdminRecipeVideoResponse = z.infer<typeof adminRecipeVideoResponseSchema>;

/** `PUT /api/admin/recipes/{id}/video`: replace the recipe's video from an address. */
export const videoReplaceRequestSchema = z.object({
  url: z.url({ protocol: /^https?$/, message: 'must be an http(s) address' }).pipe(plainText().max(2000)),
});
export type VideoReplaceRequest = z.infer<typeof videoReplaceRequestSchema>;

const WAITING: readonly VideoTaskStatus[] = ['pending', 'preparing'];
/** A video not yet stored or refused: the screens look again until none is. */
export const isVideoBeingPrepared = (video: VideoState | null | undefined) =>
  !!video && WAITING.includes(video.status);

/** One line on a video's outcome, as the import results and the edit dialog word it; null for none. */
export function videoOutcomeLabel(video: VideoState | null | undefined): string | null {
  if (!video) return null;
  switch (video.status) {
    case 'pending':
    case 'preparing':
      return 'Video being prepared';
    case 'stored':
      return 'Video stored';
    case 'linked':
      return 'Video kept as a link';
    case 'refused':
      return `Video skipped: ${video.reason ?? 'refused'}`;
  }
}

/** How many of an import's videos stand where (items without a video are left out). */
export function countVideos(videos: readonly (VideoState | null | undefined)[]) {
  const count = (statuses: readonly VideoTaskStatus[]) =>
    videos.filter((video) => video && statuses.includes(video.status)).length;
  return {
    being_prepared: count(WAITING),
    stored: count(['stored']),
    linked: count(['linked']),
    skipped: count(['refused']),
  };
}

/** The import's videos in a few words ('2 videos being prepared, 1 stored'); empty when none. */
export function videoSummaryNote(videos: readonly (VideoState | null | undefined)[]): string {
  const counts = countVideos(videos);
  const parts = [
    [counts.being_prepared, 'being prepared'],
    [counts.stored, 'stored'],
    [counts.linked, 'linked'],
    [counts.skipped, 'skipped'],
  ] as const;
  return parts
    .filter(([n]) => n > 0)
    .map(([n, what], i) => (i === 0 ? `${formatCountOf(n, 'video')} ${what}` : `${n} ${what}`))
    .join(', ');
}
