import { type BffProcess, startEmbeddedBff } from '@viral/bff/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalProxy, nginxInstalled, startLocalProxy } from '../proxy/local-proxy.ts';

const ADMIN = { email: 'proxy-admin@example.test', password: 'proxy-admin-password' };

/** The proxy's test needs nginx; CI installs it, elsewhere the suite is skipped, loudly. */
function describeWithNginx(name: string, suite: () => void) {
  if (nginxInstalled()) return describe(name, suite);
  if (process.env.CI)
    throw new Error('nginx is not installed: .ci/run installs it (apt-get install nginx-light)');
  console.warn(`skipped "${name}": install nginx (Debian: apt-get install nginx-light) to run it`);
  describe.skip(name, suite);
}

describeWithNginx('the production proxy in front of the bff', () => {
  let bff: BffProcess;
  let proxy: LocalProxy;
  const through = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${proxy.url}${path}`, { headers });
  /**
   * A visitor reading a whole answer. nginx stores an answer once the bff has sent all of it, and
   * fetch resolves on the headers: asking again before the body is read may come too early.
   */
  const readThrough = async (path: string) => {
    const res = await through(path);
    await res.arrayBuffer();
    return res;
  };

  beforeAll(async () => {
    bff = await startEmbeddedBff({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const replica = bff.url.replace('http://', '');
    proxy = await startLocalProxy([replica, replica]);
  });
  afterAll(async () => {
    await proxy?.close();
    await bff?.stop('SIGKILL');
  });

  it('answers a public read from its cache after the first visitor asked for it', async () => {
    const first = await through('/api/recipes/popular');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    const firstBody = await first.json();
    const second = await through('/api/recipes/popular');
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(await second.json()).toEqual(firstBody);
  });

  it("never answers one visitor with another's saved list", async () => {
    const popular = (await (await through('/api/recipes/popular')).json()) as { items: { id: string }[] };
    const recipeId = popular.items[0]?.id as string;
    const save = await fetch(`${bff.url}/api/recipes/${recipeId}/save`, {
      method: 'POST',
      headers: { 'X-Session-Id': 'proxy-saver', Origin: bff.url },
    });
    expect(save.status).toBe(200);
    const own = await through('/api/saved', { 'X-Session-Id': 'proxy-saver' });
    expect(((await own.json()) as { items: unknown[] }).items).toHaveLength(1);
    const other = await through('/api/saved', { 'X-Session-Id': 'proxy-stranger' });
    expect(other.headers.get('x-cache-status')).toBe('MISS');
    expect(((await other.json()) as { items: unknown[] }).items).toEqual([]);
  });

  it("passes the admin's requests to the bff, never from or into the cache", async () => {
    const login = await fetch(`${bff.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: bff.url },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers.getSetCookie()[0]?.split(';')[0] as string;
    await readThrough('/api/tags');
    const cached = await through('/api/tags');
    expect(cached.headers.get('x-cache-status')).toBe('HIT');
    const asAdmin = await through('/api/tags', { cookie });
    expect(asAdmin.headers.get('x-cache-status')).toBe('BYPASS');
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-store');
    const me = await through('/api/auth/me', { cookie });
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(ADMIN.email);
    const anonymousMe = await through('/api/auth/me');
    expect(JSON.stringify(await anonymousMe.json())).not.toContain(ADMIN.email);
  });

  it('lets a browser revalidate with its ETag and get a 304', async () => {
    const first = await through('/api/recipes/baked-feta-pasta');
    const tag = first.headers.get('etag') as string;
    expect(tag).toBeTruthy();
    const again = await through('/api/recipes/baked-feta-pasta', { 'If-None-Match': tag });
    expect(again.status).toBe(304);
  });

  it('keeps serving what it holds while the bff is down', async () => {
    await readThrough('/api/recipes/trending');
    expect((await readThrough('/api/recipes/trending')).headers.get('x-cache-status')).toBe('HIT');
    await bff.stop('SIGKILL');
    const res = await through('/api/recipes/trending');
    expect(res.status).toBe(200);
    expect(['HIT', 'STALE']).toContain(res.headers.get('x-cache-status'));
  });
});
