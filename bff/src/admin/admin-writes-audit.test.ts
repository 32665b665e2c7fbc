import { schema, seedDemoCatalogue } from '@viral/db';
import { testDatabaseKinds } from '@viral/db/testing';
import type { AdminRecipePage, Tag } from '@viral/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, asBrowser, createAccounts, signIn } from '../testing/auth-test-kit.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe.each(testDatabaseKinds())('audit of recipe edits and tag writes on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminId: string | undefined;
  const send = (method: string, path: string, body?: unknown) =>
    t.app.request(path, asBrowser(admin, method, body));
  const auditRows = async (action: string) =>
    (await t.db.db.select().from(schema.auditLog)).filter((row) => row.action === action);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoCatalogue(t.db.db);
    await createAccounts(t);
    admin = await signIn(t, ADMIN);
    const users = await t.db.db.select().from(schema.users);
    adminId = users.find((user) => user.email === ADMIN.email)?.id;
  });
  afterAll(() => t.close());

  it('records who edited which recipe and which fields', async () => {
    const page = (await (await send('GET', '/api/admin/recipes?limit=1')).json()) as AdminRecipePage;
    const recipe = page.items[0];
    if (!recipe) throw new Error('no demo recipe');
    const res = await send('PATCH', `/api/admin/recipes/${recipe.id}`, {
      title: 'Audited Soup',
      tags: ['Soup'],
    });
    expect(res.status).toBe(200);
    expect(await auditRows('recipe.update')).toEqual([
      expect.objectContaining({
        actor_user_id: adminId,
        details: { id: recipe.id, title: 'Audited Soup', slug: recipe.slug, fields: ['tags', 'title'] },
      }),
    ]);
  });

  it('records who created and who changed a tag, and nothing for a refused one', async () => {
    const created = await send('POST', '/api/admin/tags', { name: 'audit trail' });
    expect(created.status).toBe(201);
    const tag = (await created.json()) as Tag;
    expect((await send('PATCH', `/api/admin/tags/${tag.id}`, { name: 'Paper Trail' })).status).toBe(200);
    expect((await send('POST', '/api/admin/tags', { name: 'PAPER trail' })).status).toBe(409);
    expect(await auditRows('tag.create')).toEqual([
      expect.objectContaining({ actor_user_id: adminId, details: { id: tag.id, name: 'Audit Trail' } }),
    ]);
    expect(await auditRows('tag.update')).toEqual([
      expect.objectContaining({ actor_user_id: adminId, details: { id: tag.id, name: 'Paper Trail' } }),
    ]);
  });
});
