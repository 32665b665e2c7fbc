import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, createAccounts, SITE_ORIGIN } from '../testing/auth-test-kit.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

vi.mock('@viral/db', async (importOriginal) => {
  const real = await importOriginal<typeof import('@viral/db')>();
  return {
    ...real,
    // The failures below are on unknown accounts, each checked against the product-cost decoy hash
    // (128 MiB, a third of a second of CPU): which address gets locked does not depend on that cost.
    verifyPassword: async (password: string, stored: string) =>
      password === 'wrong' ? false : real.verifyPassword(password, stored),
  };
});

const PROXY = '10.0.0.5';

/** A sign-in as @hono/node-server hands it over: from a socket peer, maybe with X-Forwarded-For. */
function loginFrom(
  t: TestApp,
  socketAddress: string,
  email: string,
  password: string,
  forwardedFor?: string,
) {
  return t.app.request(
    '/api/auth/login',
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: SITE_ORIGIN,
        ...(forwardedFor && { 'X-Forwarded-For': forwardedFor }),
      },
      body: JSON.stringify({ email, password }),
    },
    { incoming: { socket: { remoteAddress: socketAddress, remoteFamily: 'IPv4' } } },
  );
}

/** Enough failures from one address, each on another account, to lock that address. */
async function failFromAddress(t: TestApp, socket: string, forwardedFor: (i: number) => string | undefined) {
  for (let i = 0; i < 12; i++) {
    const res = await loginFrom(t, socket, `nobody${i}@example.test`, 'wrong', forwardedFor(i));
    if (res.status === 429) return;
  }
}

describe('client address behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { TRUSTED_PROXIES: '10.0.0.0/8' });
    await createAccounts(t);
  });
  afterAll(() => t.close());

  it("locks the attacker's address, not every visitor who comes through the same proxy", async () => {
    await failFromAddress(t, PROXY, () => '203.0.113.66');
    expect((await loginFrom(t, PROXY, 'nobody@example.test', 'wrong', '203.0.113.66')).status).toBe(429);
    expect((await loginFrom(t, PROXY, ADMIN.email, ADMIN.password, '198.51.100.20')).status).toBe(200);
  });
});

describe('client address without trusted proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await createAccounts(t);
  });
  afterAll(() => t.close());

  it('never believes X-Forwarded-For, so a client cannot dodge its lock by inventing addresses', async () => {
    await failFromAddress(t, '198.51.100.7', (i) => `203.0.113.${i + 1}`);
    expect((await loginFrom(t, '198.51.100.7', ADMIN.email, ADMIN.password, '192.0.2.200')).status).toBe(429);
  });
});
