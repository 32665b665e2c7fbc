import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DbHandle, schema } from '@viral/db';
import { createTestDb, testDatabaseKinds } from '@viral/db/testing';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processedImage as image } from '../testing/processed-image.ts';
import { moveVariantsToStore } from './move-variants-to-store.ts';
import { DiskObjectStore } from './objects/disk-object-store.ts';
import type { ObjectStore } from './objects/object-store.ts';
import { PostgresMediaStore } from './postgres-media-store.ts';
import { sweepMediaObjects } from './sweep-media-objects.ts';

const { mediaImages, mediaVariants, mediaVideos, recipes } = schema;
const hashOf = (n: number) => n.toString(16).padStart(64, '0');
const bytes = (...values: number[]) => new Uint8Array(values);

/** A store that fails every write after `allowed` of them, as a full disk or a lost bucket would. */
function failingAfter(store: ObjectStore, allowed: number): ObjectStore {
  let writes = 0;
  return Object.assign(Object.create(store), {
    put: (...args: Parameters<ObjectStore['put']>) =>
      ++writes > allowed ? Promise.reject(new Error('store unavailable')) : store.put(...args),
  });
}

const readAll = async (media: PostgresMediaStore, hash: string) => {
  const read = await media.open(hash, 320, 'webp');
  return read && [...new Uint8Array(await new Response(read.body).arrayBuffer())];
};

describe.each(testDatabaseKinds())('photo files in the media object store on %s', (kind) => {
  let handle: DbHandle;
  let dir: string;
  let objects: DiskObjectStore;
  let media: PostgresMediaStore;
  beforeAll(async () => {
    handle = await createTestDb(kind);
    dir = await mkdtemp(join(tmpdir(), 'vr-photo-files-'));
    objects = new DiskObjectStore(dir);
    media = new PostgresMediaStore(handle.db, objects);
  });
  afterAll(async () => {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores a new photo’s files in the store and only its index in the database', async () => {
    await media.save(image(hashOf(1)));
    const [row] = await handle.db
      .select()
      .from(mediaVariants)
      .where(eq(mediaVariants.hash, hashOf(1)));
    expect(row).toMatchObject({ width: 320, format: 'webp', content: null });
    expect(await objects.get(`images/${hashOf(1)}/320.webp`)).toMatchObject({ size: 3 });
    expect(await readAll(media, hashOf(1))).toEqual([1, 2, 3]);
  });

  it('indexes nothing when the store fails to take a file', async () => {
    const broken = new PostgresMediaStore(handle.db, failingAfter(objects, 0));
    await expect(broken.save(image(hashOf(2)))).rejects.toThrow('store unavailable');
    expect(await media.find(hashOf(2))).toBeNull();
    expect(await handle.db.$count(mediaVariants, eq(mediaVariants.hash, hashOf(2)))).toBe(0);
  });

  it('moves photos stored in the database into the store, resuming after an interruption', async () => {
    const older = [hashOf(10), hashOf(11), hashOf(12)];
    for (const [n, hash] of older.entries()) {
      await handle.db.insert(mediaImages).values({ ...image(hash), formats: ['webp'] });
      await handle.db
        .insert(mediaVariants)
        .values({ hash, width: 320, format: 'webp', content: bytes(n, n) });
    }
    // Served from the database until moved.
    expect(await readAll(media, hashOf(11))).toEqual([1, 1]);

    await expect(moveVariantsToStore(handle.db, failingAfter(objects, 1), 10)).rejects.toThrow(
      'store unavailable',
    );
    const left = await handle.db.$count(mediaVariants, isNull(mediaVariants.content));
    expect(await moveVariantsToStore(handle.db, objects, 1)).toEqual({ moved: 1, remaining: 1 });
    expect(await moveVariantsToStore(handle.db, objects, 10)).toEqual({ moved: 1, remaining: 0 });
    expect(await moveVariantsToStore(handle.db, objects, 10)).toEqual({ moved: 0, remaining: 0 });
    expect(await handle.db.$count(mediaVariants, isNull(mediaVariants.content))).toBe(left + 2);
    for (const [n, hash] of older.entries()) {
      expect(await readAll(media, hash)).toEqual([n, n]);
      expect(await objects.get(`images/${hash}/320.webp`)).not.toBeNull();
    }
  });

  it('sweeps away files whose index rows are gone, once past the grace for writes in flight', async () => {
    const [recipe] = await handle.db
      .insert(recipes)
      .values({ slug: 'swept', title: 'Swept' })
      .returning({ id: recipes.id });
    if (!recipe) throw new Error('no recipe');
    await handle.db.insert(mediaVideos).values({
      recipe_id: recipe.id,
      key: 'videos/kept.mp4',
      duration_ms: 2000,
      width: 480,
      height: 854,
      bytes: 1,
    });
    await objects.put('videos/kept.mp4', bytes(1), 'video/mp4');
    await objects.put('videos/gone.mp4', bytes(1), 'video/mp4');
    await objects.put(`images/${hashOf(99)}/320.webp`, bytes(1), 'image/webp'); // no row: a failed or deleted photo
    await objects.put(`images/${hashOf(98)}/320.webp`, bytes(1), 'image/webp'); // no row yet: being written
    const old = new Date(Date.now() - 2 * 3_600_000);
    for (const key of [
      'videos/kept.mp4',
      'videos/gone.mp4',
      `images/${hashOf(99)}/320.webp`,
      `images/${hashOf(1)}/320.webp`,
    ])
      await utimes(join(dir, key), old, old);

    expect(await sweepMediaObjects(handle.db, objects)).toEqual({ deleted: 2, abandoned: 0 });
    expect(await objects.get('videos/gone.mp4')).toBeNull();
    expect(await objects.get(`images/${hashOf(99)}/320.webp`)).toBeNull();
    expect(await objects.get('videos/kept.mp4')).not.toBeNull();
    expect(await objects.get(`images/${hashOf(98)}/320.webp`)).not.toBeNull();
    expect(await readAll(media, hashOf(1))).toEqual([1, 2, 3]);

    // The last recipe showing a photo goes: the database drops its row, the sweep its files.
    await handle.db
      .update(recipes)
      .set({ stored_image: { ...image(hashOf(1)), source_url: 'https://example.com/p.jpg' } })
      .where(eq(recipes.id, recipe.id));
    await handle.db.delete(recipes).where(eq(recipes.id, recipe.id));
    expect(await sweepMediaObjects(handle.db, objects)).toMatchObject({ deleted: 2 });
    expect(await objects.get(`images/${hashOf(1)}/320.webp`)).toBeNull();
    expect(await objects.get('videos/kept.mp4')).toBeNull();
  });
});
