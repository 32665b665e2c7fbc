import { hashPassword, schema } from '@viral/db';
import { hashFixturePassword } from '@viral/db/testing';
import type { TestApp } from './test-app.ts';

/** The origin app.request() gives requests, i.e. the site's own origin in tests. */
export const SITE_ORIGIN = 'http://localhost';
export const ADMIN = { email: 'admin@example.test', password: 'correct horse battery' };
export const MEMBER = { email: 'member@example.test', password: 'member password 1' };

/**
 * How the fixture accounts' passwords are hashed: at the fixtures' cost (about 2 ms a sign-in), or
 * at the product's (a third of a second of CPU and 128 MiB, each time), for the tests whose subject
 * is signing in itself.
 */
export type FixturePasswords = 'cheap' | 'product cost';

/** A product-cost hash takes a deliberate fraction of a second, so each test file makes each once. */
const productHashes = new Map<string, Promise<string>>();
function hashAtProductCost(password: string): Promise<string> {
  let hash = productHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    productHashes.set(password, hash);
  }
  return hash;
}

/** The admin and the member account, as `ensureAdmin` and a sign-up store them. */
export async function createAccounts(t: TestApp, passwords: FixturePasswords = 'cheap'): Promise<void> {
  const hash = passwords === 'cheap' ? hashFixturePassword : hashAtProductCost;
  await t.db.db.insert(schema.users).values([
    { email: ADMIN.email, password_hash: await hash(ADMIN.password), role: 'admin' },
    { email: MEMBER.email, password_hash: await hash(MEMBER.password), role: 'user' },
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
