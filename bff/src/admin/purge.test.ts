import { schema, seedDemoCatalogue } from '@viral/db';
import { testDatabaseKinds } from '@viral/db/testing';
import type { PurgeCounts } from '@viral/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, asBrowser, createAccounts, signIn } from '../testing/auth-test-kit.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe.each(testDatabaseKinds())('purges on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const purge = (body: unknown) => t.app.request('/api/admin/purge', asBrowser(admin, 'POST', body));
  const counts = async () =>
    (await (await t.app.request('/api/admin/purge', asBrowser(admin))).json()) as PurgeCounts;
  const tagNames = async () =>
    (await t.db.db.select({ tag_names: schema.recipes.tag_names }).from(schema.recipes)).map(
      (r) => r.tag_names,
    );

  beforeEach(async () => {
    t = await createTestApp(kind);
    await seedDemoCatalogue(t.db.db);
    await createAccounts(t);
    admin = await signIn(t, ADMIN);
  });
  afterEach(() => t.close());

  it('refuses unless confirm is exactly DELETE', async () => {
    for (const confirm of [undefined, 'delete', ' DELETE', 'yes']) {
      expect((await purge({ target: 'recipes', confirm })).status).toBe(400);
    }
    expect((await purge({ target: 'users', confirm: 'DELETE' })).status).toBe(400);
    expect((await counts()).recipes).toBe(49);
  });

  it('resets stats to zero but keeps one stats row per recipe, and clears interactions', async () => {
    const before = await counts();
    expect(before.recipe_stats).toBe(49);
    const [sample] = await t.db.db.select({ id: schema.recipes.id }).from(schema.recipes).limit(1);
    await t.db.db
      .insert(schema.recipeInteractions)
      .values({ recipe_id: sample?.id ?? '', interaction_type: 'like', session_id: 'session-123' });
    const res = await purge({ target: 'stats', confirm: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      target: 'stats',
      deleted: { recipe_stats: 49, interactions: 1 },
      cancelled_import_jobs: 0,
    });
    // What is left to purge is nothing, so the card can say so.
    const after = await counts();
    expect(after).toEqual({ ...before, recipe_stats: 0, interactions: 0 });
    expect(await t.db.db.$count(schema.recipeStats)).toBe(49);
    const [sum] = await t.db.db
      .select({ n: sql<number>`sum(views + likes + shares + saves)::int` })
      .from(schema.recipeStats);
    expect(sum?.n).toBe(0);
    expect((await t.app.request('/api/recipes?q=pasta')).status).toBe(200);
  });

  it('clears the per-visitor view and share marks, so a visitor counts again after a stats purge', async () => {
    const [sample] = await t.db.db.select({ id: schema.recipes.id }).from(schema.recipes).limit(1);
    const id = sample?.id ?? '';
    const visitor = { 'Content-Type': 'application/json', 'X-Session-Id': 'session-purged' };
    const share = () =>
      t.app.request(`/api/recipes/${id}/share`, {
        method: 'POST',
        headers: visitor,
        body: JSON.stringify({ channel: 'copy' }),
      });
    const view = () => t.app.request(`/api/recipes/${id}/view`, { method: 'POST', headers: visitor });
    await share();
    await view();
    expect(await t.db.db.$count(schema.recipeShares)).toBe(1);
    expect((await purge({ target: 'stats', confirm: 'DELETE' })).status).toBe(200);
    expect(await t.db.db.$count(schema.recipeShares)).toBe(0);
    expect(await t.db.db.$count(schema.recipeViews)).toBe(0);
    expect(await (await share()).json()).toEqual({ shares: 1 });
    expect(await (await view()).json()).toEqual({ counted: true, views: 1 });
  });

  it('purges categories only and rebuilds the recipes’ tag names', async () => {
    const res = await purge({ target: 'categories', confirm: 'DELETE' });
    expect(res.status).toBe(200);
    const after = await counts();
    expect(after.categories).toBe(0);
    expect(after.tags).toBeGreaterThan(0);
    expect((await tagNames()).join(' ')).not.toMatch(/\b(Breakfast|Dinner|Dessert)\b/);
  });

  it('purges everything but never accounts, and logs who did it', async () => {
    const res = await purge({ target: 'everything', confirm: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await counts()).toEqual({ recipes: 0, tags: 0, categories: 0, recipe_stats: 0, interactions: 0 });
    expect(await t.db.db.$count(schema.users)).toBe(2);
    expect((await t.app.request('/api/auth/me', asBrowser(admin))).status).toBe(200);
    // the log also holds the sign-ins; this is the one purge
    const [entry] = (await t.db.db.select().from(schema.auditLog)).filter((row) =>
      row.action.startsWith('purge.'),
    );
    expect(entry).toMatchObject({ action: 'purge.everything' });
    expect(entry?.details).toMatchObject({ deleted: { recipes: 49 } });
  });

  it('purges tags and clears every recipe’s tag names', async () => {
    expect((await purge({ target: 'tags', confirm: 'DELETE' })).status).toBe(200);
    expect((await counts()).recipes).toBe(49);
    expect(new Set(await tagNames())).toEqual(new Set(['']));
  });
});
