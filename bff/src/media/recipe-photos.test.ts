import { type Database, schema } from '@viral/db';
import { testDatabaseKinds } from '@viral/db/testing';
import { type Recipe, storedImageSchema } from '@viral/domain';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.ts';
import { asBrowser } from '../testing/auth-test-kit.ts';
import { pngBomb } from '../testing/hostile-photos.ts';
import { runImport } from '../testing/import-jobs.ts';
import { startPhotoImports } from '../testing/photo-imports-fixture.ts';
import type { TestApp } from '../testing/test-app.ts';
import { makeJpeg, makePng } from '../testing/test-images.ts';
import { finishStoredPhoto } from './finish-stored-photo.ts';
import { PhotoRetryWorker } from './photo-retry-worker.ts';
import { PostgresMediaStore } from './postgres-media-store.ts';

const { mediaImages, mediaVariants, recipes } = schema;

describe.each(testDatabaseKinds())('recipe photos stored by the site on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let site: Awaited<ReturnType<typeof startPhotoImports>>['site'];
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, site, cookie, close } = await startPhotoImports(
      kind,
      {
        '/photo.jpg': { body: await makeJpeg(1400, 700, { orientation: 1 }), type: 'image/jpeg' },
        '/other.png': { body: await makePng(500, 500), type: 'image/png' },
        '/late.png': { body: await makePng(300, 200), type: 'image/png' },
        '/bomb.png': { body: await pngBomb(6000, 6000), type: 'image/png' },
      },
      [
        ['/pasta', '/photo.jpg'],
        ['/soup', '/missing.jpg'],
        ['/not-an-image', '/pasta'],
        ['/stew', '/photo.jpg'],
        ['/hostile', '/bomb.png'],
      ],
    ));
  });
  afterAll(() => close());

  async function importPage(path: string): Promise<Recipe> {
    const job = await runImport(t, cookie, asBrowser(cookie, 'POST', { urls: [`${site.base}${path}`] }));
    expect(job.items[0]).toMatchObject({ status: 'completed' });
    return (await t.app.request(`/api/recipes/${job.items[0]?.recipe?.slug}`)).json();
  }
  const media = (hash: string, file: string, headers: Record<string, string> = {}) =>
    t.app.request(`/media/${hash}/${file}`, { headers });
  const photoPass = () =>
    new PhotoRetryWorker(
      t.db.db as Database,
      { policy: { allowHosts: [site.host] }, media: new PostgresMediaStore(t.db.db, t.objects) },
      createLogger('silent'),
      50,
    );
  /** What the background pass does after an import: the formats the first view left out. */
  const finishPhotos = async () => {
    while (await finishStoredPhoto(new PostgresMediaStore(t.db.db, t.objects), createLogger('silent'))) {}
  };

  it('imports a recipe with its photo stored, resized and described', async () => {
    const recipe = await importPage('/pasta');
    expect(recipe.image_url).toBe(`${site.base}/photo.jpg`);
    const image = storedImageSchema.parse(recipe.image);
    expect(image).toMatchObject({ widths: [320, 640], width: 1400, height: 700 });
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(site.hits('/photo.jpg')).toBe(1);
    // The import stores what a first view needs; the background pass adds the larger widths, AVIF and JPEG.
    expect(image.formats).toEqual(['webp']);
    expect((await media(image.hash, '640.webp')).status).toBe(200);
    expect((await media(image.hash, '640.avif')).status).toBe(404);
    await finishPhotos();
    const finished: Recipe = await (await t.app.request(`/api/recipes/${recipe.slug}`)).json();
    expect(finished.image).toMatchObject({
      widths: [320, 640, 960, 1280],
      formats: ['avif', 'webp', 'jpeg'],
    });
    expect((await media(image.hash, '1280.webp')).status).toBe(200);
    expect(await t.db.db.$count(mediaImages, sql`source is not null`)).toBe(0);

    const res = await media(image.hash, '640.avif');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/avif');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.width).toBe(640);
  });

  it('serves variants for a year with an ETag, 304 when unchanged, 404 when unknown', async () => {
    const [stored] = await t.db.db.select({ hash: mediaImages.hash }).from(mediaImages);
    const hash = stored?.hash ?? '';
    const res = await media(hash, '320.jpeg');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/jpeg');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    expect((await media(hash, '320.webp')).headers.get('ETag')).not.toBe(etag);

    const again = await media(hash, '320.jpeg', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    expect((await media(hash, '321.jpeg')).status).toBe(404);
    expect((await media('f'.repeat(64), '320.jpeg')).status).toBe(404);
    expect((await media(hash, '320.png')).status).toBe(404);
  });

  it('stores a photo once, whichever recipes show it', async () => {
    const before = await t.db.db.$count(mediaVariants);
    const pasta: Recipe = await (await t.app.request('/api/recipes/pasta')).json();
    const stew = await importPage('/stew');
    expect(stew.image?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stew.image?.hash).toBe(pasta.image?.hash);
    expect(await t.db.db.$count(mediaVariants)).toBe(before);
  });

  it('imports a recipe whose photo cannot be fetched, without one, and stores it later', async () => {
    const soup = await importPage('/soup');
    expect(soup.image).toBeNull();
    const [row] = await t.db.db.select().from(recipes).where(eq(recipes.id, soup.id));
    expect(row?.image_attempts).toBe(1);

    site.files['/missing.jpg'] = { body: await makePng(400, 300), type: 'image/png' };
    await t.db.db.execute(
      sql`update recipes set image_attempted_at = now() - interval '1 hour' where id = ${soup.id}`,
    );
    const photos = photoPass();
    photos.start();
    try {
      const later = await vi.waitFor(
        async () => {
          const body: Recipe = await (await t.app.request(`/api/recipes/${soup.slug}`)).json();
          if (!body.image) throw new Error('not stored yet');
          return body;
        },
        { timeout: 20_000, interval: 100 },
      );
      expect(later.image?.widths).toEqual([320, 400]);
    } finally {
      await photos.stop();
    }
  });

  it('imports a recipe whose image address is not an image, without a photo', async () => {
    const recipe = await importPage('/not-an-image');
    expect(recipe.image).toBeNull();
  });

  it('imports a recipe whose photo is a decompression bomb with its address, and says why it has no photo', async () => {
    const recipe = await importPage('/hostile');
    expect(recipe.image).toBeNull();
    expect(recipe.image_url).toBe(`${site.base}/bomb.png`);
    const res = await t.app.request('/api/admin/photos/backfill', asBrowser(cookie, 'POST', { after: null }));
    const step = await res.json();
    expect(step.results).toContainEqual({
      recipe_id: recipe.id,
      title: 'hostile',
      outcome: 'failed',
      reason: expect.stringMatching(/would take 288 MB of memory to decode/),
    });
    const again: Recipe = await (await t.app.request(`/api/recipes/${recipe.slug}`)).json();
    expect(again.image_url).toBe(`${site.base}/bomb.png`);
  });

  it('answers an edit of the image address without waiting on the photo, which the background pass stores', async () => {
    const stew: Recipe = await (await t.app.request('/api/recipes/stew')).json();
    // This photo never arrives while the edit is answered: the edit cannot be waiting on it.
    (site.files as Record<string, unknown>)['/slow.png'] = 'hang';
    const res = await t.app.request(
      `/api/admin/recipes/${stew.id}`,
      asBrowser(cookie, 'PATCH', { image_url: `${site.base}/slow.png` }),
    );
    expect(res.status).toBe(200);
    const edited: Recipe = await res.json();
    expect(edited.image).toBeNull();
    expect(edited.image_url).toBe(`${site.base}/slow.png`);
    expect(site.hits('/slow.png')).toBe(0);
  });

  it('stores the new photo of an edited image address in the background and drops the old one', async () => {
    const pasta: Recipe = await (await t.app.request('/api/recipes/pasta')).json();
    const oldHash = pasta.image?.hash ?? '';
    const stew: Recipe = await (await t.app.request('/api/recipes/stew')).json();
    await t.app.request(
      `/api/admin/recipes/${stew.id}`,
      asBrowser(cookie, 'PATCH', { image_url: `${site.base}/late.png` }),
    );
    const res = await t.app.request(
      `/api/admin/recipes/${pasta.id}`,
      asBrowser(cookie, 'PATCH', { image_url: `${site.base}/other.png` }),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as Recipe).image_url).toBe(`${site.base}/other.png`);
    const photos = photoPass();
    photos.start();
    try {
      const edited = await vi.waitFor(
        async () => {
          const body: Recipe = await (await t.app.request('/api/recipes/pasta')).json();
          if (!body.image) throw new Error('not stored yet');
          return body;
        },
        { timeout: 20_000, interval: 100 },
      );
      expect(edited.image?.width).toBe(500);
      expect(edited.image?.hash).not.toBe(oldHash);
    } finally {
      await photos.stop();
    }
    expect((await media(oldHash, '320.jpeg')).status).toBe(404);
    expect(await t.db.db.$count(mediaImages, eq(mediaImages.hash, oldHash))).toBe(0);
  });

  it('are deleted with their recipes by a purge', async () => {
    expect(await t.db.db.$count(mediaVariants)).toBeGreaterThan(0);
    const res = await t.app.request(
      '/api/admin/purge',
      asBrowser(cookie, 'POST', { target: 'recipes', confirm: 'DELETE' }),
    );
    expect(res.status).toBe(200);
    expect(await t.db.db.$count(mediaImages)).toBe(0);
    expect(await t.db.db.$count(mediaVariants)).toBe(0);
  });
});
