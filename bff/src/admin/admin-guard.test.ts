import { testDatabaseKinds } from '@viral/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, asBrowser, createAccounts, MEMBER, signIn } from '../testing/auth-test-kit.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const ID = '00000000-0000-4000-8000-000000000001';
const ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/recipes'],
  ['PATCH', `/api/admin/recipes/${ID}`, { title: 'x' }],
  ['DELETE', `/api/admin/recipes/${ID}`],
  ['GET', `/api/admin/recipes/${ID}/video`],
  ['PUT', `/api/admin/recipes/${ID}/video`, { url: 'https://cdn.example/clip.mp4' }],
  ['DELETE', `/api/admin/recipes/${ID}/video`],
  ['POST', '/api/admin/tags', { name: 'x' }],
  ['PATCH', `/api/admin/tags/${ID}`, { name: 'x' }],
  ['DELETE', `/api/admin/tags/${ID}`],
  ['GET', '/api/admin/purge'],
  ['POST', '/api/admin/purge', { target: 'stats', confirm: 'DELETE' }],
];
const WRITES = ROUTES.filter(([method]) => method !== 'GET');

describe.each(testDatabaseKinds())('admin guard on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await createAccounts(t);
    [admin, member] = await Promise.all([signIn(t, ADMIN), signIn(t, MEMBER)]);
  });
  afterAll(() => t.close());

  it.each(ROUTES)('%s %s answers 401 to anonymous callers', async (method, path, body) => {
    const res = await t.app.request(path, asBrowser('', method, body));
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });

  it.each(ROUTES)('%s %s answers 403 to signed-in non-admins', async (method, path, body) => {
    expect((await t.app.request(path, asBrowser(member, method, body))).status).toBe(403);
  });

  it.each(WRITES)(
    '%s %s refuses a cookie-authenticated request from another site',
    async (method, path, body) => {
      const init = asBrowser(admin, method, body);
      const res = await t.app.request(path, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), Origin: 'https://evil.example' },
      });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('cross_site_request');
    },
  );

  it('lets the admin in', async () => {
    expect((await t.app.request('/api/admin/stats', asBrowser(admin))).status).toBe(200);
  });

  it('refuses an unknown bearer token', async () => {
    const res = await t.app.request('/api/admin/stats', { headers: { Authorization: 'Bearer nope' } });
    expect(res.status).toBe(401);
  });
});
