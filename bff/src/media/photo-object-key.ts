import type { MediaFormat } from '@viral/domain';

/** Where a photo's files live in the object store: one folder per source image. */
export const PHOTO_PREFIX = 'images/';

export const photoObjectKey = (hash: string, width: number, format: MediaFormat) =>
  `${PHOTO_PREFIX}${hash}/${width}.${format}`;

/** The image hash an object key belongs to, or null for a key outside the photos' folders. */
export function photoHashOf(key: string): string | null {
  return key.match(/^images\/([0-9a-f]{64})\//)?.[1] ?? null;
}
