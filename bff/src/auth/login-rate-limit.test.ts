import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { ADMIN, createAccounts, login } from './auth-test-kit.ts';

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
