import { hashPassword, schema } from '@viral/db';
import type { TestApp } from './test-app.ts';

/** The origin app.request() gives requests, i.e. the site's own origin in tests. */
export const SITE_ORIGIN = 'http://localhost';
export const ADMIN = { email: 'admin@example.test', password: 'correct horse battery' };
export const MEMBER = { email: 'member@example.test', password: 'member password 1' };

/** A password hash costs a deliberate fraction of a second, so each test file hashes each password once. */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** The admin and the member account, as `ensureAdmin` and a sign-up store them. */
export async function createAccounts(t: TestApp): Promise<void> {
  await t.db.db.insert(schema.users).values([
    { email: ADMIN.email, password_hash: await hashOnce(ADMIN.password), role: 'admin' },
    { email: MEMBER.email, password_hash: await hashOnce(MEMBER.password), role: 'user' },
  ]);
}

export function login(t: TestApp, email: string, password: string, headers: Record<string, string> = {}) {
  return t.app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, ...headers },
    body: JSON.stringify({ email, password }),
  });
}

/** A sign-in from this socket address, as @hono/node-server hands it over. */
export function loginFrom(
  t: TestApp,
  address: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return t.app.request(
    '/api/auth/login',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, ...headers },
      body: JSON.stringify({ email, password }),
    },
    {
      incoming: { socket: { remoteAddress: address, remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4' } },
    },
  );
}

/** Signs in and returns the `Cookie` header value carrying the session. */
export async function signIn(t: TestApp, account: { email: string; password: string }): Promise<string> {
  const res = await login(t, account.email, account.password);
  if (res.status !== 200) throw new Error(`sign-in failed with ${res.status}`);
  const setCookie = res.headers.get('Set-Cookie') ?? '';
  return setCookie.split(';')[0] ?? '';
}

/** A same-origin browser request with this session cookie (and a JSON body when given). */
export function asBrowser(cookie: string, method = 'GET', body?: unknown): RequestInit {
  return {
    method,
    headers: {
      Cookie: cookie,
      Origin: SITE_ORIGIN,
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  };
}
