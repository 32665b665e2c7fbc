import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { createLogger } from '../logger.ts';
import { ADMIN, createAccounts, login, loginFrom, MEMBER } from '../testing/auth-test-kit.ts';
import { createFakeWebRoot, createTestApp, type TestApp } from '../testing/test-app.ts';
import { PASSWORD_CHECKS_AT_ONCE, PASSWORD_CHECKS_WAITING } from './login-limiter.ts';

const passwordChecks = vi.hoisted(() => ({ count: 0, hold: undefined as Promise<void> | undefined }));

vi.mock('@viral/db', async (importOriginal) => {
  const real = await importOriginal<typeof import('@viral/db')>();
  return {
    ...real,
    // Counts every password check; wrong ones skip scrypt's 128 MiB so bursts stay cheap to send.
    verifyPassword: async (password: string, stored: string) => {
      passwordChecks.count++;
      await passwordChecks.hold;
      return password.startsWith('wrong') ? false : real.verifyPassword(password, stored);
    },
  };
});

describe('sign-in rate limit', () => {
  const fromSite = { Origin: 'https://viral.example' };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { DEMO: 'true', PUBLIC_URL: 'https://viral.example' });
    await createAccounts(t);
  });
  afterAll(() => t.close());

  it('prints the demo credentials in demo mode', async () => {
    const res = await t.app.request('/api/auth/demo-credentials');
    expect(await res.json()).toEqual({ email: 'demo@viral.recipes', password: expect.any(String) });
  });

  it('locks one address out of an account for 15 minutes after 5 failures, yet its owner signs in elsewhere', async () => {
    for (let i = 0; i < 5; i++) expect((await login(t, ADMIN.email, 'wrong', fromSite)).status).toBe(401);
    const locked = await login(t, ADMIN.email, ADMIN.password, fromSite);
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(JSON.stringify(await locked.json())).not.toMatch(/exist/i);
    expect((await loginFrom(t, '198.51.100.9', ADMIN.email, ADMIN.password, fromSite)).status).toBe(200);
    expect((await login(t, ADMIN.email, ADMIN.password, fromSite)).status).toBe(429);
  });

  it('lets the owner in after failures from five addresses, slowed down rather than refused', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await loginFrom(t, `203.0.113.${i}`, MEMBER.email, 'wrong', fromSite)).status).toBe(401);
    }
    const started = Date.now();
    expect((await loginFrom(t, '203.0.113.6', MEMBER.email, MEMBER.password, fromSite)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('checks at most 5 passwords when 20 wrong ones arrive at once', async () => {
    passwordChecks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => loginFrom(t, '192.0.2.20', 'target@example.test', 'wrong', fromSite)),
    );
    expect(passwordChecks.count).toBeLessThanOrEqual(5);
    expect(answers.filter((res) => res.status === 429).length).toBeGreaterThanOrEqual(15);
    expect(answers.every((res) => res.status === 401 || res.status === 429)).toBe(true);
  });

  it('answers 503 with Retry-After at once when more sign-ins wait for a password check than it queues', async () => {
    passwordChecks.count = 0;
    let release = () => {};
    passwordChecks.hold = new Promise((resolve) => {
      release = resolve;
    });
    const room = PASSWORD_CHECKS_AT_ONCE + PASSWORD_CHECKS_WAITING;
    const busy: Response[] = [];
    const pending = Array.from({ length: room + 2 }, async (_, i) => {
      const res = await loginFrom(t, `192.0.2.${100 + i}`, `user${i}@example.test`, 'wrong', fromSite);
      if (res.status === 503) busy.push(res);
      return res;
    });
    try {
      await vi.waitFor(
        () => {
          expect(busy).toHaveLength(2);
          expect(passwordChecks.count).toBe(PASSWORD_CHECKS_AT_ONCE);
        },
        { timeout: 10_000 },
      );
    } finally {
      release();
      passwordChecks.hold = undefined;
    }
    const answers = await Promise.all(pending);
    expect(answers.filter((res) => res.status === 401)).toHaveLength(room);
    expect(passwordChecks.count).toBe(room);
    for (const res of busy) {
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({ error: { code: 'busy', message: expect.any(String) } });
    }
  });
});

describe('session cookie over https', () => {
  let t: TestApp;
  let setCookie: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { PUBLIC_URL: 'https://viral.example' });
    await createAccounts(t);
    const res = await login(t, ADMIN.email, ADMIN.password, { Origin: 'https://viral.example' });
    setCookie = res.headers.get('Set-Cookie') ?? '';
    token = setCookie.slice(setCookie.indexOf('=') + 1, setCookie.indexOf(';'));
  });
  afterAll(() => t.close());

  const me = async (cookie: string) =>
    (
      (await (await t.app.request('/api/auth/me', { headers: { Cookie: cookie } })).json()) as {
        user: unknown;
      }
    ).user;

  it('names the cookie __Host-vr_session, Secure, for the whole site and no other host', () => {
    expect(setCookie).toMatch(/^__Host-vr_session=[\w-]{43};/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Domain=/i);
  });

  it('reads the session from the prefixed cookie only', async () => {
    expect(await me(`__Host-vr_session=${token}`)).toMatchObject({ email: ADMIN.email });
    expect(await me(`vr_session=${token}`)).toBeNull();
  });

  it('clears the prefixed cookie and ends the session on sign-out', async () => {
    const out = await t.app.request('/api/auth/logout', {
      method: 'POST',
      headers: { Cookie: `__Host-vr_session=${token}`, Origin: 'https://viral.example' },
    });
    expect(out.status).toBe(204);
    expect(out.headers.get('Set-Cookie')).toMatch(/^__Host-vr_session=;.*Max-Age=0/);
    expect(await me(`__Host-vr_session=${token}`)).toBeNull();
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
