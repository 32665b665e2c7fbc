import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createLogger } from '../logger.ts';
import { createFakeWebRoot, createTestApp, type TestApp } from '../testing/test-app.ts';
import { ADMIN, createAccounts, login, MEMBER } from './auth-test-kit.ts';

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { DEMO: 'true', PUBLIC_URL: 'https://viral.example' });
    await createAccounts(t);
  });
  afterAll(() => t.close());

  it('marks the cookie Secure when the public site is https', async () => {
    const res = await login(t, ADMIN.email, ADMIN.password, { Origin: 'https://viral.example' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Set-Cookie')).toMatch(/Secure/);
  });

  it('prints the demo credentials in demo mode', async () => {
    const res = await t.app.request('/api/auth/demo-credentials');
    expect(await res.json()).toEqual({ email: 'demo@viral.recipes', password: expect.any(String) });
  });

  it('locks the account for 15 minutes after 5 failures, even for the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await login(t, ADMIN.email, 'wrong')).status).toBe(401);
    const locked = await login(t, ADMIN.email, ADMIN.password);
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(JSON.stringify(await locked.json())).not.toMatch(/exist/i);
  });
});

describe('sign-in rate limit across replicas', () => {
  let replicaA: TestApp;
  let replicaB: TestApp;
  const webRoot = createFakeWebRoot();
  beforeAll(async () => {
    replicaA = await createTestApp('pglite');
    await createAccounts(replicaA);
    // A second bff process on the same database: its own app and limiter, nothing shared in memory.
    const app = createApp({
      db: replicaA.db,
      config: replicaA.config,
      logger: createLogger('silent'),
      webRoot,
    });
    replicaB = { ...replicaA, app };
  });
  afterAll(async () => {
    webRoot.cleanup();
    await replicaA.close();
  });

  it('holds a lock made on one replica on the other', async () => {
    expect((await login(replicaB, MEMBER.email, MEMBER.password)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(replicaA, MEMBER.email, 'wrong')).status).toBe(401);
    expect((await login(replicaB, MEMBER.email, MEMBER.password)).status).toBe(429);
  });
});
