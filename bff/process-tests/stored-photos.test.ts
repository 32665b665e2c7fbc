import type { Recipe } from '@viral/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type BffProcess, startBffs } from '../src/testing/bff-process.ts';
import { makeJpeg, serveImages } from '../src/testing/test-images.ts';
import { ADMIN_ENV, signIn, startImport, waitForJob } from './support/admin-client.ts';
import {
  createScratchDatabase,
  describeWithPostgres,
  type ScratchDatabase,
} from './support/scratch-database.ts';

const recipePage = (image: string) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name: 'Replicated Risotto',
    image,
    recipeIngredient: ['300 g arborio rice', '1 l stock'],
    recipeInstructions: ['Toast the rice.', 'Add the stock a ladle at a time.'],
  })}</script></head></html>`;

describeWithPostgres('recipe photos on two bff processes sharing one PostgreSQL', () => {
  let database: ScratchDatabase;
  let site: Awaited<ReturnType<typeof serveImages>>;
  let first: BffProcess;
  let second: BffProcess;

  beforeAll(async () => {
    site = await serveImages({ '/risotto.jpg': { body: await makeJpeg(900, 600), type: 'image/jpeg' } });
    site.files['/risotto'] = { body: recipePage(`${site.base}/risotto.jpg`), type: 'text/html' };
    database = await createScratchDatabase();
    [first, second] = (await startBffs(2, {
      DATABASE_URL: database.url,
      IMPORT_ALLOW_HOSTS: site.host,
      ...ADMIN_ENV,
    })) as [BffProcess, BffProcess];
  });
  afterAll(async () => {
    await Promise.all([first?.stop('SIGKILL'), second?.stop('SIGKILL')]);
    await site?.close();
    await database?.drop();
  });

  it('serve from one process the photo the other one stored at import', async () => {
    const cookie = await signIn(first.url);
    const job = await waitForJob(
      first.url,
      cookie,
      await startImport(first.url, cookie, [`${site.base}/risotto`]),
      60_000,
    );
    expect(job.items.map((item) => item.status)).toEqual(['completed']);

    const recipe: Recipe = await (await fetch(`${second.url}/api/recipes/replicated-risotto`)).json();
    // What a first view needs, stored at import; the background pass adds the larger width later.
    expect(recipe.image?.widths).toEqual([320, 640]);
    const path = `/media/${recipe.image?.hash}/640.webp`;
    const fromSecond = await fetch(`${second.url}${path}`);
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.headers.get('content-type')).toBe('image/webp');
    const fromFirst = await fetch(`${first.url}${path}`);
    expect(Buffer.from(await fromSecond.arrayBuffer())).toEqual(Buffer.from(await fromFirst.arrayBuffer()));
    const etag = fromSecond.headers.get('etag') ?? '';
    expect(fromFirst.headers.get('etag')).toBe(etag);
    expect((await fetch(`${first.url}${path}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect(site.hits('/risotto.jpg')).toBe(1);
  });
});
