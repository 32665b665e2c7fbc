import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './create-db.ts';
import { mediaImages, mediaVariants, mediaVideos, recipes } from './schema/index.ts';
import { createTestDb, testDatabaseKinds } from './testing.ts';

const hashOf = (n: number) => n.toString(16).padStart(64, '0');

describe.each(testDatabaseKinds())('stored recipe photos no recipe refers to on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(() => handle.close());

  async function storePhoto(hash: string) {
    await handle.db
      .insert(mediaImages)
      .values({ hash, width: 640, height: 480, widths: [320, 640], placeholder: 'data:,', color: '#ffffff' });
    await handle.db
      .insert(mediaVariants)
      .values({ hash, width: 320, format: 'jpeg', content: new Uint8Array([1, 2]) });
  }
  async function recipeWith(slug: string, hash: string) {
    const stored_image = {
      hash,
      widths: [320, 640],
      width: 640,
      height: 480,
      placeholder: 'data:,',
      color: '#ffffff',
      source_url: `https://example.com/${slug}.jpg`,
    };
    const [row] = await handle.db
      .insert(recipes)
      .values({ slug, title: slug, stored_image })
      .returning({ id: recipes.id });
    if (!row) throw new Error('no recipe');
    return row.id;
  }
  const storedHashes = async () =>
    (await handle.db.select({ hash: mediaImages.hash }).from(mediaImages)).map((r) => r.hash);
  const variantCount = async (hash: string) => handle.db.$count(mediaVariants, eq(mediaVariants.hash, hash));

  it('go with the last recipe that showed them, and not before', async () => {
    const hash = hashOf(1);
    await storePhoto(hash);
    const first = await recipeWith('first', hash);
    const second = await recipeWith('second', hash);

    await handle.db.delete(recipes).where(eq(recipes.id, first));
    expect(await storedHashes()).toContain(hash);

    await handle.db.delete(recipes).where(eq(recipes.id, second));
    expect(await storedHashes()).not.toContain(hash);
    expect(await variantCount(hash)).toBe(0);
  });

  it('go when their recipe is given another photo or none', async () => {
    const old = hashOf(2);
    const next = hashOf(3);
    await storePhoto(old);
    await storePhoto(next);
    const id = await recipeWith('edited', old);
    const [row] = await handle.db
      .select({ stored: recipes.stored_image })
      .from(recipes)
      .where(eq(recipes.id, id));
    if (!row?.stored) throw new Error('no stored photo');

    await handle.db.update(recipes).set({ title: 'Renamed' }).where(eq(recipes.id, id));
    expect(await storedHashes()).toContain(old);

    await handle.db
      .update(recipes)
      .set({ stored_image: { ...row.stored, hash: next } })
      .where(eq(recipes.id, id));
    expect(await storedHashes()).not.toContain(old);
    expect(await storedHashes()).toContain(next);

    await handle.db.update(recipes).set({ stored_image: null }).where(eq(recipes.id, id));
    expect(await storedHashes()).not.toContain(next);
  });

  it('all go when every recipe is deleted at once', async () => {
    await storePhoto(hashOf(4));
    await recipeWith('purged', hashOf(4));
    await handle.db.delete(recipes);
    expect(await storedHashes()).toEqual([]);
  });

  it("keep a video's poster while the video is there, and drop it with the video or its recipe", async () => {
    const shown = hashOf(5);
    const poster = hashOf(6);
    await storePhoto(shown);
    await storePhoto(poster);
    const id = await recipeWith('with-video', shown);
    // The same clip imported for another recipe: the same poster image.
    const other = await recipeWith('same-video', shown);
    const video = (recipe_id: string, n: number) => ({
      recipe_id,
      key: `videos/${n}.mp4`,
      duration_ms: 2000,
      width: 480,
      height: 854,
      bytes: 100_000,
      poster_hash: poster,
    });
    const [first] = await handle.db
      .insert(mediaVideos)
      .values(video(other, 1))
      .returning({ id: mediaVideos.id });
    await handle.db.insert(mediaVideos).values(video(id, 2));
    if (!first) throw new Error('no video');

    // The recipe's own photo changes: the poster, which no recipe shows, stays for its videos.
    await handle.db.update(recipes).set({ stored_image: null }).where(eq(recipes.id, id));
    expect(await storedHashes()).toContain(poster);
    await handle.db.delete(mediaVideos).where(eq(mediaVideos.id, first.id));
    expect(await storedHashes()).toContain(poster);

    await handle.db.delete(recipes).where(eq(recipes.id, id));
    expect(await handle.db.$count(mediaVideos)).toBe(0);
    expect(await storedHashes()).not.toContain(poster);
  });
});
