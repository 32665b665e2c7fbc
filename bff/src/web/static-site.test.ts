import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  FAKE_HASHED_CHUNK,
  FAKE_PRECOMPRESSED_CHUNK,
  type TestApp,
} from '../testing/test-app.ts';
import { CACHE_FOREVER, REVALIDATE } from './cache-headers.ts';

describe('the built site as served by the bff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      MF_RECIPE_MANIFEST_URL: 'https://cdn.example/recipe/mf-manifest.json',
    });
  });
  afterAll(() => t.close());

  it('caches content-hashed assets for a year', async () => {
    for (const path of [`/${FAKE_HASHED_CHUNK}`, '/mf/feed/HomePage.abcdef1234.js']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(CACHE_FOREVER);
    }
  });

  it('makes browsers revalidate remote entries and manifests, which keep their names across releases', async () => {
    for (const path of ['/mf/feed/remoteEntry.js', '/mf/feed/mf-manifest.json']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(REVALIDATE);
    }
  });

  it('serves the shell for client routes, uncached, with the remote locations injected', async () => {
    for (const path of ['/', '/explore', '/admin/recipes', '/saved']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe(REVALIDATE);
      const html = await res.text();
      expect(html).toContain('window.__VIRAL_CONFIG__=');
      expect(html).toContain('"mf_feed":"/mf/feed/mf-manifest.json"');
      expect(html).toContain('"mf_recipe":"https://cdn.example/recipe/mf-manifest.json"');
      expect(html).not.toContain('<!--viral-runtime-config-->');
    }
  });

  it("preloads only the remotes a route's first screen is made of", async () => {
    const feedManifest = '<link rel="preload" href="/mf/feed/mf-manifest.json"';
    const recipeManifest = '<link rel="preload" href="https://cdn.example/recipe/mf-manifest.json"';
    const home = await (await t.app.request('/')).text();
    expect(home).toContain(feedManifest);
    // Its recipe cards are ui's: the home page needs no second remote.
    expect(home).not.toContain(recipeManifest);
    const recipePage = await (await t.app.request('/recipe/anything')).text();
    expect(recipePage).toContain(recipeManifest);
    expect(recipePage).not.toContain(feedManifest);
  });

  it('answers unknown API paths with a JSON 404, not the shell', async () => {
    const res = await t.app.request('/api/nothing/here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'No API route for GET /api/nothing/here' },
    });
  });

  it('answers missing files with a 404 instead of the shell', async () => {
    expect((await t.app.request('/mf/feed/missing.js')).status).toBe(404);
    expect((await t.app.request('/favicon.ico')).status).toBe(404);
  });

  it('serves demo media and compresses text responses', async () => {
    const media = await t.app.request('/media/demo/dish.svg');
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toContain('image/svg+xml');
    const js = await t.app.request(`/${FAKE_HASHED_CHUNK}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(js.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends the brotli file the build wrote beside a script as it is, to a browser that takes brotli', async () => {
    const { path, text } = FAKE_PRECOMPRESSED_CHUNK;
    const br = await t.app.request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe(CACHE_FOREVER);
    const sent = Buffer.from(await br.arrayBuffer());
    // The file's bytes (brotli's highest quality), not a per-request compression.
    expect(sent.equals(brotliCompressSync(text))).toBe(true);
    expect(brotliDecompressSync(sent).toString()).toBe(text);
    const gzip = await t.app.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text);
  });

  it('leaves compression to the proxy in front when COMPRESS_RESPONSES is off', async () => {
    const behindProxy = await createTestApp('pglite', { COMPRESS_RESPONSES: 'false' });
    try {
      const js = await behindProxy.app.request(`/${FAKE_HASHED_CHUNK}`, {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(js.status).toBe(200);
      expect(js.headers.get('content-encoding')).toBeNull();
      expect(await js.text()).toContain('console.log');
    } finally {
      await behindProxy.close();
    }
  });
});
