import { schema, seedDemoCatalogue } from '@viral/db';
import { testDatabaseKinds } from '@viral/db/testing';
import type { Recipe, Tag, TagWithUsage } from '@viral/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, asBrowser, createAccounts, signIn } from '../testing/auth-test-kit.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe.each(testDatabaseKinds())('admin tag routes on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const send = (method: string, path: string, body?: unknown) =>
    t.app.request(`/api/admin/tags${path}`, asBrowser(admin, method, body));
  const publicTags = async () =>
    ((await (await t.app.request('/api/tags')).json()) as { items: TagWithUsage[] }).items;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoCatalogue(t.db.db);
    await createAccounts(t);
    admin = await signIn(t, ADMIN);
  });
  afterAll(() => t.close());

  it('creates a category tag with a Title Case name and a slug', async () => {
    const res = await send('POST', '', {
      name: '  weeknight   WINNERS ',
      description: 'Fast dinners',
      color: '#10B981',
      is_category: true,
    });
    expect(res.status).toBe(201);
    const tag = (await res.json()) as Tag;
    expect(tag).toMatchObject({ name: 'Weeknight Winners', slug: 'weeknight-winners', is_category: true });
    expect((await publicTags()).find((entry) => entry.tag.id === tag.id)?.usage_count).toBe(0);
  });

  it('refuses a duplicate name in any case with 409, and invalid input with 400', async () => {
    const res = await send('POST', '', { name: 'WEEKNIGHT winners' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'A tag named "Weeknight Winners" already exists',
    );
    expect((await send('POST', '', { name: '   ' })).status).toBe(400);
    expect((await send('POST', '', { name: 'Ok', color: 'red' })).status).toBe(400);
  });

  it('renames a tag and keeps the recipes’ searchable tag names in step', async () => {
    const [used] = await publicTags();
    const tag = used?.tag as Tag;
    const res = await send('PATCH', `/${tag.id}`, { name: 'renamed tag', is_category: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Renamed Tag', slug: 'renamed-tag', is_category: false });
    const { items } = (await (await t.app.request('/api/tags/renamed-tag/recipes')).json()) as {
      items: Recipe[];
    };
    const [row] = await t.db.db
      .select()
      .from(schema.recipes)
      .where(eq(schema.recipes.id, items[0]?.id ?? ''));
    expect(row?.tag_names).toContain('Renamed Tag');
    const clash = await send('PATCH', `/${tag.id}`, { name: 'Weeknight Winners' });
    expect(clash.status).toBe(409);
  });

  it('deletes a tag from every recipe', async () => {
    const tag = (await publicTags()).find((entry) => entry.tag.name === 'Renamed Tag')?.tag as Tag;
    const { items } = (await (await t.app.request('/api/tags/renamed-tag/recipes')).json()) as {
      items: Recipe[];
    };
    expect(items.length).toBeGreaterThan(0);
    expect((await send('DELETE', `/${tag.id}`)).status).toBe(204);
    const recipe = (await (await t.app.request(`/api/recipes/${items[0]?.slug}`)).json()) as Recipe;
    expect(recipe.tags.map((entry) => entry.name)).not.toContain('Renamed Tag');
    const [row] = await t.db.db.select().from(schema.recipes).where(eq(schema.recipes.id, recipe.id));
    expect(row?.tag_names).not.toContain('Renamed Tag');
    const audit = await t.db.db.select().from(schema.auditLog);
    expect(audit.find((entry) => entry.action === 'tag.delete')?.details).toMatchObject({
      name: 'Renamed Tag',
    });
    expect((await send('DELETE', `/${tag.id}`)).status).toBe(404);
  });
});
