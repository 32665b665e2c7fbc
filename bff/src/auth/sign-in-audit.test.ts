import { schema } from '@viral/db';
import { testDatabaseKinds } from '@viral/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createAccounts, SITE_ORIGIN } from '../testing/auth-test-kit.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** A sign-in as @hono/node-server hands it over, from this socket address. */
function loginFrom(t: TestApp, address: string, email: string, password: string) {
  return t.app.request(
    '/api/auth/login',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN },
      body: JSON.stringify({ email, password }),
    },
    { incoming: { socket: { remoteAddress: address, remoteFamily: 'IPv4' } } },
  );
}

describe.each(testDatabaseKinds())('sign-in audit on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { DEMO: 'false' });
    await createAccounts(t);
  });
  afterAll(() => t.close());

  it('records a successful and a failed sign-in with e-mail and address, never the password', async () => {
    expect((await loginFrom(t, '192.0.2.10', ADMIN.email, ADMIN.password)).status).toBe(200);
    expect((await loginFrom(t, '192.0.2.11', 'Nobody@Example.test', 'guessed secret 42')).status).toBe(401);
    const rows = await t.db.db.select().from(schema.auditLog);
    const [admin] = await t.db.db.select().from(schema.users);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'auth.sign_in',
          actor_user_id: admin?.id,
          details: { email: ADMIN.email, ip: '192.0.2.10' },
        }),
        expect.objectContaining({
          action: 'auth.sign_in_failed',
          actor_user_id: null,
          details: { email: 'nobody@example.test', ip: '192.0.2.11' },
        }),
      ]),
    );
    const written = JSON.stringify(rows);
    expect(written).not.toContain(ADMIN.password);
    expect(written).not.toContain('guessed secret 42');
  });
});
