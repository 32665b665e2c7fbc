import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, asBrowser, createAccounts, signIn } from '../testing/auth-test-kit.ts';
import { insertCatalogue } from '../testing/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const SHARED = /^public, max-age=0, s-maxage=\d+$/;
/** What only shared caches read: how long they may keep the answer, and serve it stale while refreshing it. */
const SHARED_ONLY = /^public, max-age=(\d+), stale-while-revalidate=\d+$/;
const PUBLIC_READS = [
  '/api/recipes/popular',
  '/api/recipes/featured',
  '/api/recipes/trending',
  '/api/recipes?q=soup',
  '/api/recipes/cached-soup',
  '/api/tags',
  '/api/tags/dinner',
  '/api/tags/dinner/related',
  '/api/tags/dinner/recipes',
];

describe('what a cache may keep', () => {
  let t: TestApp;
  let soupId: string;
  let adminCookie: string;
  const visitor = { 'X-Session-Id': 'cache-visitor' };

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await createAccounts(t);
    const { recipeIds } = await insertCatalogue(
      t.db.db,
      [{ name: 'dinner' }],
      [{ title: 'Cached Soup', tags: ['dinner'] }],
    );
    soupId = recipeIds.get('Cached Soup') as string;
    adminCookie = await signIn(t, ADMIN);
  });
  afterAll(() => t.close());

  it('lets shared caches keep every anonymous public read, with a weak ETag', async () => {
    for (const path of [...PUBLIC_READS, `/api/recipes/${soupId}/similar`]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      const browsers = res.headers.get('Cache-Control') ?? '';
      expect(browsers, path).toMatch(SHARED);
      const sharedOnly = res.headers.get('CDN-Cache-Control')?.match(SHARED_ONLY);
      expect(sharedOnly?.[1], path).toBe(browsers.match(/s-maxage=(\d+)/)?.[1]);
      expect(res.headers.get('ETag'), path).toMatch(/^W\/"[^"]+"$/);
    }
  });

  it('answers a revalidation with 304, no body and the same caching, until the answer changes', async () => {
    const first = await t.app.request('/api/recipes/cached-soup');
    const tag = first.headers.get('ETag') as string;
    const again = await t.app.request('/api/recipes/cached-soup', { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('Cache-Control')).toBe(first.headers.get('Cache-Control'));

    await t.app.request(`/api/recipes/${soupId}/like`, {
      method: 'POST',
      headers: { ...visitor, Origin: 'http://localhost' },
    });
    const changed = await t.app.request('/api/recipes/cached-soup', { headers: { 'If-None-Match': tag } });
    expect(changed.status).toBe(200);
    expect((await changed.json()).recipe_stats.likes).toBe(1);
    expect(changed.headers.get('ETag')).not.toBe(tag);
  });

  it("never lets anything keep the visitor's own reads", async () => {
    for (const path of [`/api/recipes/${soupId}/interactions`, '/api/saved']) {
      const res = await t.app.request(path, { headers: visitor });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Cache-Control'), path).toBe('private, no-store');
      expect(res.headers.get('CDN-Cache-Control'), path).toBeNull();
      expect(res.headers.get('ETag'), path).toBeNull();
    }
  });

  it('never lets anything keep what the admin reads, public reads included', async () => {
    for (const path of ['/api/auth/me', '/api/admin/recipes', '/api/admin/stats', ...PUBLIC_READS]) {
      const res = await t.app.request(path, asBrowser(adminCookie));
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Cache-Control'), path).toBe('private, no-store');
      expect(res.headers.get('CDN-Cache-Control'), path).toBeNull();
    }
  });

  it('keeps no error and no write', async () => {
    const missing = await t.app.request('/api/recipes/no-such-recipe');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBe('private, no-store');
    expect(missing.headers.get('ETag')).toBeNull();
    const invalid = await t.app.request('/api/recipes?difficulty=impossible');
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('Cache-Control')).toBe('private, no-store');
    const like = await t.app.request(`/api/recipes/${soupId}/like`, {
      method: 'POST',
      headers: { ...visitor, Origin: 'http://localhost' },
    });
    expect(like.status).toBe(200);
    expect(like.headers.get('Cache-Control')).toBe('private, no-store');
  });
});
