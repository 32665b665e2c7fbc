import type { Recipe } from '@viral/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { S3ObjectStore, type S3Settings } from '../src/media/objects/s3-object-store.ts';
import { type BffProcess, startBffs } from '../src/testing/bff-process.ts';
import { makeJpeg, serveImages } from '../src/testing/test-images.ts';
import { ADMIN_ENV, signIn, startImport, waitForJob } from './support/admin-client.ts';
import { s3Env, startS3Server } from './support/s3-server.ts';
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

describeWithPostgres('recipe photos on two bff processes sharing one PostgreSQL and one S3 bucket', () => {
  let database: ScratchDatabase;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let site: Awaited<ReturnType<typeof serveImages>>;
  let first: BffProcess;
  let second: BffProcess;

  beforeAll(async () => {
    site = await serveImages({ '/risotto.jpg': { body: await makeJpeg(900, 600), type: 'image/jpeg' } });
    site.files['/risotto'] = { body: recipePage(`${site.base}/risotto.jpg`), type: 'text/html' };
    database = await createScratchDatabase();
    s3 = await startS3Server();
    [first, second] = (await startBffs(2, {
      DATABASE_URL: database.url,
      ...s3Env(s3.endpoint),
      IMPORT_ALLOW_HOSTS: site.host,
      ...ADMIN_ENV,
    })) as [BffProcess, BffProcess];
  });
  afterAll(async () => {
    await Promise.all([first?.stop('SIGKILL'), second?.stop('SIGKILL')]);
    await site?.close();
    await s3?.close();
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
    const whole = Buffer.from(await (await fetch(`${first.url}${path}`)).arrayBuffer());
    const part = await fetch(`${second.url}${path}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(100, 200));
    const beyond = await fetch(`${second.url}${path}`, { headers: { range: `bytes=${whole.length}-` } });
    expect(beyond.status).toBe(416);
    // The files are in the bucket, not in a folder the two processes happen to share.
    const bucket = new S3ObjectStore(loadConfig(s3Env(s3.endpoint)).mediaS3 as S3Settings);
    const stored = [];
    for await (const object of bucket.list(`images/${recipe.image?.hash}/`)) stored.push(object.key);
    bucket.close();
    expect(stored).toContain(`images/${recipe.image?.hash}/640.webp`);
    expect(site.hits('/risotto.jpg')).toBe(1);
  });
});
