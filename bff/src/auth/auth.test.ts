import { schema } from '@viral/db';
import { testDatabaseKinds } from '@viral/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  asBrowser,
  createAccounts,
  login,
  MEMBER,
  SITE_ORIGIN,
  signIn,
} from '../testing/auth-test-kit.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { hashToken } from './tokens.ts';

describe.each(testDatabaseKinds())('auth routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { DEMO: 'false' });
    // Signing in is what this file tests: the accounts are hashed at the product's cost.
    await createAccounts(t, 'product cost');
  });
  afterAll(() => t.close());

  const tokenHashOf = (cookie: string) => hashToken(cookie.slice(cookie.indexOf('=') + 1));
  async function setLastSeen(cookie: string, agoMs: number): Promise<Date> {
    const at = new Date(Date.now() - agoMs);
    await t.db.db
      .update(schema.sessions)
      .set({ last_seen_at: at })
      .where(eq(schema.sessions.token_hash, tokenHashOf(cookie)));
    return at;
  }
  async function lastSeen(cookie: string): Promise<Date> {
    const [row] = await t.db.db
      .select({ at: schema.sessions.last_seen_at })
      .from(schema.sessions)
      .where(eq(schema.sessions.token_hash, tokenHashOf(cookie)));
    if (!row) throw new Error('session row is gone');
    return row.at;
  }

  it('signs in with a hardened session cookie whose hash alone is stored', async () => {
    const res = await login(t, ADMIN.email.toUpperCase(), ADMIN.password);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: { id: expect.any(String), email: ADMIN.email, role: 'admin' } });
    const cookie = res.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^vr_session=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).not.toMatch(/Secure/);
    const token = cookie.slice('vr_session='.length, cookie.indexOf(';'));
    const rows = await t.db.db.select().from(schema.sessions);
    expect(rows.map((row) => row.token_hash)).toContain(hashToken(token));
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
  });

  it('tells who is signed in, and nobody after sign-out ends the session on the server', async () => {
    const cookie = await signIn(t, ADMIN);
    const me = await t.app.request('/api/auth/me', asBrowser(cookie));
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(ADMIN.email);
    const out = await t.app.request('/api/auth/logout', asBrowser(cookie, 'POST'));
    expect(out.status).toBe(204);
    expect(out.headers.get('Set-Cookie')).toMatch(/vr_session=;.*Max-Age=0/);
    const after = await t.app.request('/api/auth/me', asBrowser(cookie));
    expect(await after.json()).toEqual({ user: null });
  });

  it('ends a session left unused longer than the idle timeout, well before its 7 days', async () => {
    const cookie = await signIn(t, ADMIN);
    await setLastSeen(cookie, t.config.sessionIdleMinutes * 60_000 + 1000);
    const me = await t.app.request('/api/auth/me', asBrowser(cookie));
    expect(await me.json()).toEqual({ user: null });
  });

  it('keeps a session in use alive, writing its last use at most once a minute', async () => {
    const cookie = await signIn(t, ADMIN);
    await setLastSeen(cookie, (t.config.sessionIdleMinutes - 1) * 60_000);
    const me = await t.app.request('/api/auth/me', asBrowser(cookie));
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(ADMIN.email);
    expect(Date.now() - (await lastSeen(cookie)).getTime()).toBeLessThan(10_000);

    const written = await setLastSeen(cookie, 30_000);
    await t.app.request('/api/auth/me', asBrowser(cookie));
    expect((await lastSeen(cookie)).getTime()).toBe(written.getTime());
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await login(t, MEMBER.email, 'not the password');
    const unknown = await login(t, 'nobody@example.test', 'not the password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await login(t, ADMIN.email, ADMIN.password, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it('rejects a malformed body with 400', async () => {
    const res = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN },
      body: JSON.stringify({ email: '' }),
    });
    expect(res.status).toBe(400);
  });

  it('issues a bearer token once, accepts it on admin routes and refuses it once revoked', async () => {
    const cookie = await signIn(t, ADMIN);
    const created = await t.app.request(
      '/api/auth/tokens',
      asBrowser(cookie, 'POST', { name: 'cli', scopes: ['read'] }),
    );
    expect(created.status).toBe(201);
    const { id, token } = (await created.json()) as { id: string; token: string };
    const [row] = await t.db.db.select().from(schema.apiTokens);
    expect(row?.token_hash).toBe(hashToken(token));
    const bearer = { headers: { Authorization: `Bearer ${token}` } };
    expect((await t.app.request('/api/admin/stats', bearer)).status).toBe(200);
    const revoked = await t.app.request(`/api/auth/tokens/${id}`, asBrowser(cookie, 'DELETE'));
    expect(revoked.status).toBe(204);
    expect((await t.app.request('/api/admin/stats', bearer)).status).toBe(401);
  });

  it('only lets admins create tokens', async () => {
    const cookie = await signIn(t, MEMBER);
    const res = await t.app.request(
      '/api/auth/tokens',
      asBrowser(cookie, 'POST', { name: 'cli', scopes: ['read'] }),
    );
    expect(res.status).toBe(403);
    const anonymous = await t.app.request(
      '/api/auth/tokens',
      asBrowser('', 'POST', { name: 'cli', scopes: ['read'] }),
    );
    expect(anonymous.status).toBe(401);
  });

  it('hides demo credentials outside demo mode', async () => {
    expect((await t.app.request('/api/auth/demo-credentials')).status).toBe(404);
  });
});
