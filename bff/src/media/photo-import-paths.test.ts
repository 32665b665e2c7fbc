import { schema } from '@viral/db';
import { testDatabaseKinds } from '@viral/db/testing';
import type { Recipe } from '@viral/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBrowser } from '../testing/auth-test-kit.ts';
import { runImport } from '../testing/import-jobs.ts';
import { recipePage, startPhotoImports } from '../testing/photo-imports-fixture.ts';
import type { TestApp } from '../testing/test-app.ts';
import { makeJpeg, makePng } from '../testing/test-images.ts';

const { mediaImages, recipes } = schema;

// Every way a recipe comes in (the bulk job, the admin's single page or pasted source, the CLI's
// token-authenticated request) stores its photo at import, and only a photo that cannot be fetched is
// left to the background pass.
describe.each(testDatabaseKinds())('photos stored by every import path on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let site: Awaited<ReturnType<typeof startPhotoImports>>['site'];
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, site, cookie, close } = await startPhotoImports(
      kind,
      {
        '/bread.jpg': { body: await makeJpeg(800, 600), type: 'image/jpeg' },
        '/cake.png': { body: await makePng(700, 400), type: 'image/png' },
        '/pie.png': { body: await makePng(500, 300), type: 'image/png' },
        '/tart.jpg': { body: await makeJpeg(660, 440), type: 'image/jpeg' },
      },
      [
        ['/bread', '/bread.jpg'],
        ['/cake', '/cake.png'],
        ['/scones', '/gone.jpg'],
        ['/tart', '/tart.jpg'],
        ['/muffins', '/bread.jpg'],
      ],
    ));
  });
  afterAll(() => close());

  const runJob = async (init: RequestInit) => (await runImport(t, cookie, init)).items;
  const recipe = async (slug: string): Promise<Recipe> =>
    (await t.app.request(`/api/recipes/${slug}`)).json();

  it('stores the photo of every recipe of a bulk job, and imports one whose photo is gone without it', async () => {
    const items = await runJob(
      asBrowser(cookie, 'POST', { urls: ['/bread', '/cake', '/scones'].map((p) => `${site.base}${p}`) }),
    );
    expect(items.map((item) => item.status)).toEqual(['completed', 'completed', 'completed']);
    expect((await recipe('bread')).image?.widths).toEqual([320, 640]);
    expect((await recipe('cake')).image).toMatchObject({ widths: [320, 640], width: 700 });
    const scones = await recipe('scones');
    expect(scones.image).toBeNull();
    expect(scones.image_url).toBe(`${site.base}/gone.jpg`);
    const [row] = await t.db.db
      .select({ attempts: recipes.image_attempts })
      .from(recipes)
      .where(eq(recipes.id, scones.id));
    expect(row?.attempts).toBe(1);
    expect(site.hits('/bread.jpg')).toBe(1);
  });

  it('stores the photo of a page whose source the admin pasted', async () => {
    const html = recipePage('pie', `${site.base}/pie.png`);
    const items = await runJob(
      asBrowser(cookie, 'POST', { pages: [{ url: `${site.base}/blocked/pie`, html }] }),
    );
    expect(items.map((item) => item.status)).toEqual(['completed']);
    expect((await recipe('pie')).image?.widths).toEqual([320, 500]);
  });

  it("stores the photo of a recipe imported with the CLI's API token", async () => {
    const minted = await t.app.request(
      '/api/auth/tokens',
      asBrowser(cookie, 'POST', { name: 'recipes CLI', scopes: ['import'] }),
    );
    expect(minted.status).toBe(201);
    const { token } = await minted.json();
    const items = await runJob({
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ urls: [`${site.base}/tart`] }),
    });
    expect(items.map((item) => item.status)).toEqual(['completed']);
    expect((await recipe('tart')).image).toMatchObject({ widths: [320, 640], width: 660 });
  });

  it("deletes a deleted recipe's photo, unless another recipe still shows it", async () => {
    await runJob(asBrowser(cookie, 'POST', { urls: [`${site.base}/muffins`] }));
    const [bread, muffins, cake] = await Promise.all(['bread', 'muffins', 'cake'].map(recipe));
    expect(muffins?.image?.hash).toBe(bread?.image?.hash);
    const remove = (id: string) => t.app.request(`/api/admin/recipes/${id}`, asBrowser(cookie, 'DELETE'));
    const count = (hash = '') => t.db.db.$count(mediaImages, eq(mediaImages.hash, hash));

    expect((await remove(cake?.id ?? '')).status).toBe(204);
    expect(await count(cake?.image?.hash)).toBe(0);
    expect((await t.app.request(`/media/${cake?.image?.hash}/320.webp`)).status).toBe(404);

    expect((await remove(bread?.id ?? '')).status).toBe(204);
    expect(await count(bread?.image?.hash)).toBe(1);
    expect((await t.app.request(`/media/${bread?.image?.hash}/320.webp`)).status).toBe(200);
    expect((await remove(muffins?.id ?? '')).status).toBe(204);
    expect(await count(bread?.image?.hash)).toBe(0);
  });
});
