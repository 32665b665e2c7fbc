import type { ObjectStore } from './objects/object-store.ts';

/** Files deleted at once by one call; enough to hide an S3 round trip, few enough for a small disk. */
const AT_ONCE = 8;

/**
 * Deletes the files of videos whose index rows are gone (a recipe deleted or purged, a video removed
 * or replaced), so they do not wait for the hourly sweep. A file that fails to go is left to the
 * sweep, which deletes any file no row names; answers how many went.
 */
export async function deleteVideoFiles(objects: ObjectStore, keys: readonly string[]): Promise<number> {
  let deleted = 0;
  for (let i = 0; i < keys.length; i += AT_ONCE) {
    const outcomes = await Promise.allSettled(keys.slice(i, i + AT_ONCE).map((key) => objects.delete(key)));
    deleted += outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
  }
  return deleted;
}
