import { schema, seedDemoCatalogue } from '@viral/db';
import { testDatabaseKinds } from '@viral/db/testing';
import type { AdminRecipePage, DashboardStats, Recipe } from '@viral/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, asBrowser, createAccounts, signIn } from '../testing/auth-test-kit.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe.each(testDatabaseKinds())('admin recipe routes on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const list = async (query = '') =>
    (await (await t.app.request(`/api/admin/recipes${query}`, asBrowser(admin))).json()) as AdminRecipePage;
  const patch = (id: string, body: unknown) =>
    t.app.request(`/api/admin/recipes/${id}`, asBrowser(admin, 'PATCH', body));

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoCatalogue(t.db.db);
    await createAccounts(t);
    admin = await signIn(t, ADMIN);
  });
  afterAll(() => t.close());

  it('computes the dashboard stats on the server', async () => {
    const stats = (await (
      await t.app.request('/api/admin/stats', asBrowser(admin))
    ).json()) as DashboardStats;
    const { easy, medium, hard } = stats.byDifficulty;
    expect(stats.total).toBe(49);
    expect(easy + medium + hard).toBe(49);
    expect(stats.avgTime).toBeGreaterThan(0);
    expect(stats.avgCost).toBeGreaterThan(0);
  });

  it('pages newest first and filters by text and difficulty', async () => {
    const first = await list('?limit=10');
    expect(first.items).toHaveLength(10);
    expect(first).toMatchObject({ total: 49, catalogue_total: 49 });
    const times = first.items.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const second = await list('?limit=10&offset=10');
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    const hard = await list('?difficulty=hard');
    expect(hard.items.every((r) => r.difficulty === 'hard')).toBe(true);
    expect(hard.total).toBeLessThan(49);
    expect(hard.catalogue_total).toBe(49);
    const word = first.items[0]?.title.split(' ')[0] ?? '';
    const found = await list(`?q=${encodeURIComponent(word.toLowerCase())}`);
    expect(found.items.map((r) => r.id)).toContain(first.items[0]?.id);
    expect((await list('?q=%25%25nothing%25')).total).toBe(0);
    expect((await t.app.request('/api/admin/recipes?difficulty=extreme', asBrowser(admin))).status).toBe(400);
  });

  it('saves an edit with new tags, keeping the slug, and shows it on the public page', async () => {
    const [target] = (await list('?limit=1')).items as [Recipe];
    const res = await patch(target.id, {
      title: 'Edited Title',
      prep_time: 7,
      estimated_cost: 4.25,
      servings: null,
      tags: [' brand new thing ', '', 'Italian'],
      instructions: [
        { step: 4, description: 'First' },
        { step: 9, description: 'Second' },
      ],
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as Recipe;
    expect(updated).toMatchObject({ slug: target.slug, title: 'Edited Title', prep_time: 7, servings: null });
    expect(updated.estimated_cost).toBe(4.25);
    expect(updated.instructions.map((s) => s.step)).toEqual([1, 2]);
    expect(updated.tags.map((tag) => tag.name).sort()).toEqual(['Brand New Thing', 'Italian']);
    const created = updated.tags.find((tag) => tag.name === 'Brand New Thing');
    expect(created).toMatchObject({
      description: 'Auto-generated tag for Brand New Thing',
      is_category: false,
    });
    expect(updated.tags.find((tag) => tag.name === 'Italian')?.is_category).toBe(true);
    const [row] = await t.db.db.select().from(schema.recipes).where(eq(schema.recipes.id, target.id));
    expect(row?.tag_names.split(' ').sort()).toEqual(['Brand', 'Italian', 'New', 'Thing']);
    const page = (await (await t.app.request(`/api/recipes/${target.slug}`)).json()) as Recipe;
    expect(page.title).toBe('Edited Title');
  });

  it('validates on the server: title required, whole minutes', async () => {
    const [target] = (await list('?limit=1')).items as [Recipe];
    const blank = await patch(target.id, { title: '   ' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(await blank.json())).toContain('Recipe title is required');
    expect((await patch(target.id, { prep_time: 1.5 })).status).toBe(400);
    expect((await patch(target.id, { slug: 'hijack' })).status).toBe(400);
  });

  it('saves nothing when part of an update fails', async () => {
    const [target] = (await list('?limit=1')).items as [Recipe];
    const res = await patch(target.id, { title: 'Should Not Stick', tags: ['Fresh Tag', '!!!'] });
    expect(res.status).toBe(400);
    const page = (await (await t.app.request(`/api/recipes/${target.slug}`)).json()) as Recipe;
    expect(page.title).toBe(target.title);
    expect((await t.app.request('/api/tags/fresh-tag')).status).toBe(404);
  });

  it('deletes a recipe and records who did it', async () => {
    const [target] = (await list('?limit=1')).items as [Recipe];
    const res = await t.app.request(`/api/admin/recipes/${target.id}`, asBrowser(admin, 'DELETE'));
    expect(res.status).toBe(204);
    expect((await t.app.request(`/api/recipes/${target.slug}`)).status).toBe(404);
    const audit = await t.db.db.select().from(schema.auditLog);
    expect(audit.map((entry) => entry.action)).toContain('recipe.delete');
    const again = await t.app.request(`/api/admin/recipes/${target.id}`, asBrowser(admin, 'DELETE'));
    expect(again.status).toBe(404);
  });
});
