import { schema } from '@viral/db';
import { testDatabaseKinds } from '@viral/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, asBrowser, createAccounts, signIn } from '../testing/auth-test-kit.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { hashToken } from './tokens.ts';

const DAY_MS = 86_400_000;

interface Created {
  id: string;
  token: string;
  expires_at: string | null;
}

describe.each(testDatabaseKinds())('API tokens on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { DEMO: 'false', API_TOKEN_TTL_DAYS: '30' });
    await createAccounts(t);
    cookie = await signIn(t, ADMIN);
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>) =>
    t.app.request('/api/auth/tokens', asBrowser(cookie, 'POST', body));
  const asBearer = (token: string, method = 'GET', body?: unknown): RequestInit => ({
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const tokenCount = async () => (await t.db.db.select().from(schema.apiTokens)).length;

  it('expires a token after API_TOKEN_TTL_DAYS unless the request asks for less', async () => {
    const res = await create({ name: 'default' });
    expect(res.status).toBe(201);
    const { expires_at } = (await res.json()) as Created;
    expect(Date.parse(expires_at ?? '') - Date.now()).toBeGreaterThan(29.9 * DAY_MS);
    expect(Date.parse(expires_at ?? '') - Date.now()).toBeLessThanOrEqual(30 * DAY_MS);

    const short = (await (await create({ name: 'short', expires_in_days: 2 })).json()) as Created;
    expect(Date.parse(short.expires_at ?? '') - Date.now()).toBeLessThanOrEqual(2 * DAY_MS);
  });

  it('refuses a token that would outlive the maximum, and creates nothing', async () => {
    const before = await tokenCount();
    const res = await create({ name: 'forever', expires_in_days: 365 });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'token_lifetime_too_long', message: expect.stringContaining('30 days') },
    });
    expect(await tokenCount()).toBe(before);
  });

  it('does not let a bearer token mint another token', async () => {
    const { token } = (await (await create({ name: 'cli' })).json()) as Created;
    const before = await tokenCount();
    const res = await t.app.request('/api/auth/tokens', asBearer(token, 'POST', { name: 'offspring' }));
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('password_sign_in_required');
    expect(await tokenCount()).toBe(before);
  });

  it('lets a bearer token revoke itself (recipes logout)', async () => {
    const { id, token } = (await (await create({ name: 'cli' })).json()) as Created;
    expect((await t.app.request(`/api/auth/tokens/${id}`, asBearer(token, 'DELETE'))).status).toBe(204);
    expect((await t.app.request('/api/admin/stats', asBearer(token))).status).toBe(401);
  });

  it('refuses a token once it has expired, and one issued without an expiry', async () => {
    const { id, token } = (await (await create({ name: 'cli' })).json()) as Created;
    expect((await t.app.request('/api/admin/stats', asBearer(token))).status).toBe(200);
    const { apiTokens } = schema;
    await t.db.db
      .update(apiTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, id));
    expect((await t.app.request('/api/admin/stats', asBearer(token))).status).toBe(401);
    await t.db.db.update(apiTokens).set({ expires_at: null }).where(eq(apiTokens.id, id));
    expect((await t.app.request('/api/admin/stats', asBearer(token))).status).toBe(401);
  });

  it('audits creation and revocation without the token itself', async () => {
    const { id, token } = (await (await create({ name: 'audited' })).json()) as Created;
    expect((await t.app.request(`/api/auth/tokens/${id}`, asBrowser(cookie, 'DELETE'))).status).toBe(204);
    const rows = await t.db.db.select().from(schema.auditLog);
    const forToken = rows.filter((row) => row.details.token_id === id);
    expect(forToken.map((row) => row.action).sort()).toEqual(['api_token.create', 'api_token.revoke']);
    const [admin] = await t.db.db.select().from(schema.users).where(eq(schema.users.email, ADMIN.email));
    expect(forToken.every((row) => row.actor_user_id === admin?.id)).toBe(true);
    expect(forToken[0]?.details).toMatchObject({ name: 'audited' });
    const written = JSON.stringify(rows);
    expect(written).not.toContain(token);
    expect(written).not.toContain(hashToken(token));
  });
});
