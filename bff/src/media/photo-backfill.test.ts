import { schema } from '@viral/db';
import { testDatabaseKinds } from '@viral/db/testing';
import type { PhotoBackfillStep, PhotoCounts } from '@viral/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, asBrowser, createAccounts, signIn } from '../testing/auth-test-kit.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { makeJpeg, makePng, serveImages } from '../testing/test-images.ts';

describe.each(testDatabaseKinds())('the photo backfill on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let site: Awaited<ReturnType<typeof serveImages>>;

  beforeAll(async () => {
    site = await serveImages({
      '/a.jpg': { body: await makeJpeg(700, 500), type: 'image/jpeg' },
      '/b.png': { body: await makePng(300, 300), type: 'image/png' },
      '/page.html': { body: '<html></html>', type: 'text/html' },
    });
    t = await createTestApp(kind, { IMPORT_ALLOW_HOSTS: site.host });
    await createAccounts(t);
    cookie = await signIn(t, ADMIN);
    // Recipes imported before photos were stored: only their addresses.
    await t.db.db.insert(schema.recipes).values([
      { slug: 'a', title: 'A', image_url: `${site.base}/a.jpg` },
      { slug: 'b', title: 'B', image_url: `${site.base}/b.png` },
      { slug: 'c', title: 'C', image_url: `${site.base}/a.jpg` },
      { slug: 'gone', title: 'Gone', image_url: `${site.base}/missing.jpg` },
      { slug: 'page', title: 'Page', image_url: `${site.base}/page.html` },
      { slug: 'drawing', title: 'Drawing', image_url: '/media/demo/drawing.svg' },
      { slug: 'none', title: 'None', image_url: null },
    ]);
  });
  afterAll(async () => {
    await site.close();
    await t.close();
  });

  const counts = async (): Promise<PhotoCounts> =>
    (await t.app.request('/api/admin/photos', asBrowser(cookie))).json();

  it('stores every web photo not stored yet, a few recipes per request, and says which failed', async () => {
    expect(await counts()).toEqual({ stored: 0, to_store: 5 });
    const outcomes: Record<string, string> = {};
    let after: string | null = null;
    let steps = 0;
    do {
      const res = await t.app.request('/api/admin/photos/backfill', asBrowser(cookie, 'POST', { after }));
      expect(res.status).toBe(200);
      const step: PhotoBackfillStep = await res.json();
      expect(step.results.length).toBeLessThanOrEqual(3);
      for (const r of step.results) outcomes[r.title] = r.outcome;
      after = step.next_after;
      steps++;
    } while (after && steps < 10);
    expect(outcomes).toEqual({ A: 'stored', B: 'stored', C: 'stored', Gone: 'failed', Page: 'failed' });
    expect(await counts()).toEqual({ stored: 3, to_store: 2 });
    expect(site.hits('/a.jpg')).toBe(2);
    expect(await t.db.db.$count(schema.mediaImages)).toBe(2);
  });

  it('is for admins only, and refuses a malformed cursor', async () => {
    expect((await t.app.request('/api/admin/photos')).status).toBe(401);
    const bad = await t.app.request('/api/admin/photos/backfill', asBrowser(cookie, 'POST', { after: 'x' }));
    expect(bad.status).toBe(400);
  });
});
