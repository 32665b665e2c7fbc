import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin, removeAccountWithPassword } from './admins.ts';
import type { DbHandle } from './create-db.ts';
import { verifyPassword } from './passwords.ts';
import { selectRows } from './raw-rows.ts';
import { apiTokens, sessions, users } from './schema/index.ts';
import { createTestDb } from './testing.ts';

describe('ensureAdmin', () => {
  let handle: DbHandle;
  const adminRow = async () =>
    (
      await selectRows<{ email: string; role: string; password_hash: string }>(
        handle.db,
        sql`select email, role, password_hash from users`,
      )
    )[0];
  beforeAll(async () => {
    handle = await createTestDb('pglite');
  });
  afterAll(() => handle.close());

  it('creates the admin with a salted scrypt hash, never the password itself', async () => {
    expect(await ensureAdmin(handle.db, ' Chef@Example.com ', 'correct horse')).toBe('created');
    const row = await adminRow();
    expect(row?.email).toBe('chef@example.com');
    expect(row?.role).toBe('admin');
    expect(row?.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(row?.password_hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', row?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('wrong horse', row?.password_hash ?? '')).toBe(false);
  });

  it('leaves an unchanged admin alone and rehashes a changed password', async () => {
    const first = (await adminRow())?.password_hash;
    expect(await ensureAdmin(handle.db, 'chef@example.com', 'correct horse')).toBe('unchanged');
    expect((await adminRow())?.password_hash).toBe(first);
    expect(await ensureAdmin(handle.db, 'CHEF@example.com', 'battery staple')).toBe('updated');
    expect(await verifyPassword('battery staple', (await adminRow())?.password_hash ?? '')).toBe(true);
  });

  it('creates one admin when two replicas ensure it at the same moment', async () => {
    const results = await Promise.all([
      ensureAdmin(handle.db, 'twin@example.com', 'same password'),
      ensureAdmin(handle.db, 'twin@example.com', 'same password'),
    ]);
    expect(results.sort()).toEqual(['created', 'unchanged']);
    const rows = await selectRows(handle.db, sql`select 1 from users where email = 'twin@example.com'`);
    expect(rows).toHaveLength(1);
  });
});

describe('ensureAdmin with a changed password', () => {
  let handle: DbHandle;
  const EMAIL = 'owner@example.com';
  beforeAll(async () => {
    handle = await createTestDb('pglite');
  });
  afterAll(() => handle.close());

  async function signedInEverywhere(): Promise<string> {
    const [user] = await handle.db.select().from(users).where(eq(users.email, EMAIL));
    if (!user) throw new Error('no admin');
    await handle.db.delete(sessions);
    await handle.db.delete(apiTokens);
    await handle.db
      .insert(sessions)
      .values({ token_hash: 's1', user_id: user.id, expires_at: new Date(Date.now() + 60_000) });
    await handle.db.insert(apiTokens).values({ user_id: user.id, name: 'cli', token_hash: 't1' });
    return user.id;
  }
  const liveSessions = async () => (await handle.db.select().from(sessions)).length;
  const liveTokens = async () =>
    (await handle.db.select().from(apiTokens).where(isNull(apiTokens.revoked_at))).length;

  it('ends the sessions and revokes the API tokens of that admin', async () => {
    await ensureAdmin(handle.db, EMAIL, 'first password');
    await signedInEverywhere();
    expect(await ensureAdmin(handle.db, EMAIL, 'second password')).toBe('updated');
    expect(await liveSessions()).toBe(0);
    expect(await liveTokens()).toBe(0);
  });

  it('keeps them when the password is the same, even as the role is restored', async () => {
    const userId = await signedInEverywhere();
    expect(await ensureAdmin(handle.db, EMAIL, 'second password')).toBe('unchanged');
    await handle.db.update(users).set({ role: 'user' }).where(eq(users.id, userId));
    expect(await ensureAdmin(handle.db, EMAIL, 'second password')).toBe('updated');
    expect(await liveSessions()).toBe(1);
    expect(await liveTokens()).toBe(1);
  });
});

describe('removeAccountWithPassword', () => {
  let handle: DbHandle;
  const emails = async () =>
    (await selectRows<{ email: string }>(handle.db, sql`select email from users order by email`)).map(
      (row) => row.email,
    );
  beforeAll(async () => {
    handle = await createTestDb('pglite');
  });
  afterAll(() => handle.close());

  it('deletes the account, and its sessions, while it still has that password', async () => {
    await ensureAdmin(handle.db, 'demo@example.com', 'published password');
    await handle.db.execute(
      sql`insert into sessions (user_id, token_hash, expires_at)
          select id, 'hash', now() + interval '1 day' from users where email = 'demo@example.com'`,
    );
    expect(await removeAccountWithPassword(handle.db, 'DEMO@example.com', 'published password')).toBe(true);
    expect(await emails()).toEqual([]);
    expect(await selectRows(handle.db, sql`select 1 from sessions`)).toHaveLength(0);
    expect(await removeAccountWithPassword(handle.db, 'demo@example.com', 'published password')).toBe(false);
  });

  it('keeps an account whose password was changed', async () => {
    await ensureAdmin(handle.db, 'demo@example.com', 'a private password');
    expect(await removeAccountWithPassword(handle.db, 'demo@example.com', 'published password')).toBe(false);
    expect(await emails()).toEqual(['demo@example.com']);
  });
});
