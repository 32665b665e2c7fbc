import { type Database, schema } from '@viral/db';
import { inArray } from 'drizzle-orm';
import type { ObjectStore } from './objects/object-store.ts';
import { PHOTO_PREFIX, photoHashOf } from './photo-object-key.ts';
import { VIDEO_PREFIX } from './video-object-key.ts';

const { mediaImages, mediaVideos } = schema;

/**
 * A file younger than this is left alone even without an index row: a write puts its file before
 * it writes its row, and may be between the two.
 */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;

const BATCH = 500;

/**
 * Deletes stored files no index row names any more: the photos of images the database deleted
 * (the last recipe showing one went: a delete, a purge, a new photo), the files of deleted videos,
 * and files of writes whose row never came. Also clears unfinished uploads older than the grace.
 * Answers how many files it deleted.
 */
export async function sweepMediaObjects(
  db: Database,
  objects: ObjectStore,
  now = new Date(),
): Promise<{ deleted: number; abandoned: number }> {
  const before = new Date(now.getTime() - SWEEP_GRACE_MS);
  let deleted = 0;
  const sweep = async (
    prefix: string,
    owner: (key: string) => string | null,
    indexed: (owners: string[]) => Promise<string[]>,
  ) => {
    let batch: string[] = [];
    const flush = async () => {
      const owners = [...new Set(batch.map(owner).filter((o): o is string => o !== null))];
      const kept = new Set(owners.length > 0 ? await indexed(owners) : []);
      for (const key of batch) {
        const o = owner(key);
        if (o !== null && !kept.has(o)) {
          await objects.delete(key);
          deleted++;
        }
      }
      batch = [];
    };
    for await (const object of objects.list(prefix)) {
      if (object.modified >= before) continue;
      batch.push(object.key);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
  };
  await sweep(PHOTO_PREFIX, photoHashOf, async (hashes) =>
    (
      await db.select({ hash: mediaImages.hash }).from(mediaImages).where(inArray(mediaImages.hash, hashes))
    ).map((r) => r.hash),
  );
  await sweep(
    VIDEO_PREFIX,
    (key) => key,
    async (keys) =>
      (await db.select({ key: mediaVideos.key }).from(mediaVideos).where(inArray(mediaVideos.key, keys))).map(
        (r) => r.key,
      ),
  );
  return { deleted, abandoned: await objects.abandonIncomplete(before) };
}
