import { seedDemoCatalogue } from '@viral/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createAccounts } from '../testing/auth-test-kit.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** A request as @hono/node-server builds it: the URL's host is the Host header the client sent. */
const sentTo = (t: TestApp, host: string, path: string, init: RequestInit = {}) =>
  t.app.request(`http://${host}${path}`, { ...init, headers: { Host: host, ...init.headers } });

const signInFrom = (t: TestApp, host: string, origin: string) =>
  sentTo(t, host, '/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(ADMIN),
  });

const ogUrl = (html: string) => html.match(/<meta property="og:url" content="([^"]*)"/)?.[1];

describe('a site with PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { HOST: '0.0.0.0', PUBLIC_URL: 'https://recipes.example' });
    await seedDemoCatalogue(t.db.db);
    await createAccounts(t);
  });
  afterAll(() => t.close());

  it('builds every link on PUBLIC_URL whatever Host a request sends', async () => {
    const page = await (await sentTo(t, 'evil.example', '/recipe/baked-feta-pasta')).text();
    expect(ogUrl(page)).toBe('https://recipes.example/recipe/baked-feta-pasta');
    expect(page).toContain('<link rel="canonical" href="https://recipes.example/recipe/baked-feta-pasta"');
    const sitemap = await (await sentTo(t, 'evil.example', '/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://recipes.example/recipe/baked-feta-pasta</loc>');
    expect(sitemap).not.toContain('evil.example');
  });

  it("accepts writes from PUBLIC_URL's origin only, not from the origin a forged Host names", async () => {
    const forged = await signInFrom(t, 'evil.example', 'http://evil.example');
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({
      error: { code: 'cross_site_request', message: expect.any(String) },
    });
    expect((await signInFrom(t, 'bff-1:3000', 'http://bff-1:3000')).status).toBe(403);
    expect((await signInFrom(t, 'evil.example', 'https://recipes.example')).status).toBe(200);
  });
});

describe('a loopback site without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { HOST: '127.0.0.1', PORT: '3000' });
    await seedDemoCatalogue(t.db.db);
    await createAccounts(t);
  });
  afterAll(() => t.close());

  it('builds links on the loopback name the browser used, on the port it listens on', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const sitemap = await (await sentTo(t, host, '/sitemap.xml')).text();
      expect(sitemap).toContain(`<loc>http://${host}/recipe/baked-feta-pasta</loc>`);
    }
  });

  it('never takes links from a foreign Host, even one resolving to 127.0.0.1, and lets no cache keep them', async () => {
    const page = await (await sentTo(t, 'evil.example:3000', '/recipe/baked-feta-pasta')).text();
    expect(ogUrl(page)).toBe('http://127.0.0.1:3000/recipe/baked-feta-pasta');
    const sitemap = await sentTo(t, 'evil.example:3000', '/sitemap.xml');
    expect(sitemap.headers.get('Cache-Control')).not.toMatch(/public/);
    expect(await sitemap.text()).toContain('<loc>http://127.0.0.1:3000/recipe/baked-feta-pasta</loc>');
    const robots = await (await sentTo(t, 'evil.example:3000', '/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://127.0.0.1:3000/sitemap.xml');
  });

  it('accepts sign-in from localhost and 127.0.0.1 on its own port', async () => {
    expect((await signInFrom(t, 'localhost:3000', 'http://localhost:3000')).status).toBe(200);
    expect((await signInFrom(t, '127.0.0.1:3000', 'http://127.0.0.1:3000')).status).toBe(200);
  });

  it('refuses the origin of a foreign name (DNS rebinding) and of a loopback name on another port', async () => {
    const rebound = await signInFrom(t, 'evil.example:3000', 'http://evil.example:3000');
    expect(rebound.status).toBe(403);
    expect(await rebound.json()).toEqual({
      error: { code: 'cross_site_request', message: expect.any(String) },
    });
    const otherPort = await t.app.request('http://localhost:3000/api/auth/login', {
      method: 'POST',
      headers: {
        Host: 'localhost:8080',
        Origin: 'http://localhost:8080',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(ADMIN),
    });
    expect(otherPort.status).toBe(403);
  });
});
