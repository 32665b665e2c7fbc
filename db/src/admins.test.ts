import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from './admins.ts';
import type { DbHandle } from './create-db.ts';
import { verifyPassword } from './passwords.ts';
import { selectRows } from './raw-rows.ts';
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
