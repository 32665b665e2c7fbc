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
    t.app.request('/api/auth/tokens', asBrowser(cookie, 'POST', { scopes: ['read'], ...body }));
  const tokenWith = async (scopes: string[]) =>
    ((await (await create({ name: `cli ${scopes.join(' ')}`, scopes })).json()) as Created).token;
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
    const res = await t.app.request(
      '/api/auth/tokens',
      asBearer(token, 'POST', { name: 'offspring', scopes: ['read'] }),
    );
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

  it('names its scopes, and shows them in the answer and in the token list', async () => {
    const res = await create({ name: 'importer', scopes: ['import'] });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Created & { scopes: string[] };
    expect(created.scopes).toEqual(['import']);
    const list = await t.app.request('/api/auth/tokens', asBrowser(cookie));
    expect(list.status).toBe(200);
    const { items } = (await list.json()) as { items: { id: string; scopes: string[]; token?: string }[] };
    expect(items.find((item) => item.id === created.id)).toMatchObject({
      name: 'importer',
      scopes: ['import'],
    });
    expect(items.every((item) => item.token === undefined)).toBe(true);
  });

  it('refuses a token request that names no scope, or one that does not exist, and creates nothing', async () => {
    const before = await tokenCount();
    for (const scopes of [undefined, [], ['everything']]) {
      const res = await t.app.request(
        '/api/auth/tokens',
        asBrowser(cookie, 'POST', { name: 'vague', scopes }),
      );
      expect(res.status).toBe(400);
    }
    expect(await tokenCount()).toBe(before);
  });

  it('lets a read token read but not import or purge, and answers 403 before the request is looked at', async () => {
    const token = await tokenWith(['read']);
    expect((await t.app.request('/api/admin/stats', asBearer(token))).status).toBe(200);
    const imported = await t.app.request(
      '/api/admin/imports',
      asBearer(token, 'POST', { urls: ['https://x.test/a'] }),
    );
    expect(imported.status).toBe(403);
    expect(await imported.json()).toEqual({
      error: { code: 'insufficient_scope', message: expect.stringContaining("'import' scope") },
    });
    // Not even a 400 for the malformed body: the scope is checked first.
    const purged = await t.app.request('/api/admin/purge', asBearer(token, 'POST', { target: 'nonsense' }));
    expect(purged.status).toBe(403);
    expect(((await purged.json()) as { error: { message: string } }).error.message).toContain(
      "'admin' scope",
    );
    expect(await t.db.db.$count(schema.importJobs)).toBe(0);
  });

  it('lets an import token import and read, but not purge or change recipes', async () => {
    const token = await tokenWith(['import']);
    expect((await t.app.request('/api/admin/recipes', asBearer(token))).status).toBe(200);
    const imported = await t.app.request(
      '/api/admin/imports',
      asBearer(token, 'POST', { urls: ['not a url'] }),
    );
    expect(imported.status).toBe(400); // past the scope: the list itself is refused
    const purged = await t.app.request(
      '/api/admin/purge',
      asBearer(token, 'POST', { target: 'stats', confirm: 'DELETE' }),
    );
    expect(purged.status).toBe(403);
    const tagged = await t.app.request('/api/admin/tags', asBearer(token, 'POST', { name: 'Scoped' }));
    expect(tagged.status).toBe(403);
  });

  it('lets an admin token purge', async () => {
    const token = await tokenWith(['admin']);
    const purged = await t.app.request(
      '/api/admin/purge',
      asBearer(token, 'POST', { target: 'stats', confirm: 'DELETE' }),
    );
    expect(purged.status).toBe(200);
  });

  it('lets a token from before scopes existed only read', async () => {
    const [admin] = await t.db.db.select().from(schema.users).where(eq(schema.users.email, ADMIN.email));
    const token = 'vrt_from-before-scopes';
    await t.db.db.insert(schema.apiTokens).values({
      user_id: admin?.id ?? '',
      name: 'old cli',
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + DAY_MS),
    });
    expect((await t.app.request('/api/admin/stats', asBearer(token))).status).toBe(200);
    const purged = await t.app.request(
      '/api/admin/purge',
      asBearer(token, 'POST', { target: 'stats', confirm: 'DELETE' }),
    );
    expect(purged.status).toBe(403);
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
