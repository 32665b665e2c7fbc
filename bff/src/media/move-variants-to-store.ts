import { type Database, schema } from '@viral/db';
import { MEDIA_CONTENT_TYPES } from '@viral/domain';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { ObjectStore } from './objects/object-store.ts';
import { photoObjectKey } from './photo-object-key.ts';

const { mediaVariants } = schema;

/** Variants one step moves: a few MB at most, so a step is one short request. */
export const MOVE_STEP_SIZE = 50;

/** How many photo variants still keep their bytes in the database. */
export async function countVariantsInDatabase(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mediaVariants).where(isNotNull(mediaVariants.content));
  return row?.n ?? 0;
}

/**
 * Moves up to `limit` photo variants from `media_variants.content` into the object store: each
 * file is put, then its bytes are dropped from the row. Interrupted anywhere, the next step puts
 * the same file again (the same key and bytes) and goes on, so steps can be repeated, run side by
 * side, and resumed; the photo is served from whichever place holds it meanwhile.
 */
export async function moveVariantsToStore(
  db: Database,
  objects: ObjectStore,
  limit = MOVE_STEP_SIZE,
): Promise<{ moved: number; remaining: number }> {
  const rows = await db
    .select({ hash: mediaVariants.hash, width: mediaVariants.width, format: mediaVariants.format })
    .from(mediaVariants)
    .where(isNotNull(mediaVariants.content))
    .limit(limit);
  let moved = 0;
  for (const { hash, width, format } of rows) {
    const where = and(
      eq(mediaVariants.hash, hash),
      eq(mediaVariants.width, width),
      eq(mediaVariants.format, format),
      isNotNull(mediaVariants.content),
    );
    // One variant's bytes at a time in memory, read only now (not with the whole page).
    const [row] = await db.select({ content: mediaVariants.content }).from(mediaVariants).where(where);
    if (!row?.content) continue;
    await objects.put(
      photoObjectKey(hash, width, format),
      new Uint8Array(row.content),
      MEDIA_CONTENT_TYPES[format],
    );
    await db.update(mediaVariants).set({ content: null }).where(where);
    moved++;
  }
  return { moved, remaining: await countVariantsInDatabase(db) };
}
