import { testDatabaseKinds } from '@viral/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogue } from '../testing/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const TITLES = ['Saved Soup', 'Saved Salad', 'Saved Stew', 'Saved Sorbet'];

describe.each(testDatabaseKinds())('saving recipes for later on %s', (kind) => {
  let t: TestApp;
  let ids: Map<string, string>;
  const save = async (title: string, sessionId: string) =>
    t.app.request(`/api/recipes/${ids.get(title)}/save`, {
      method: 'POST',
      headers: { 'X-Session-Id': sessionId },
    });
  const saved = async (sessionId: string, query = '') =>
    t.app.request(`/api/saved${query}`, { headers: { 'X-Session-Id': sessionId } });
  const titles = async (res: Response) =>
    ((await res.json()).items as { title: string }[]).map((r) => r.title);

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ recipeIds: ids } = await insertCatalogue(
      t.db.db,
      [],
      TITLES.map((title) => ({ title })),
    ));
  });
  afterAll(() => t.close());

  it("toggles a save, counts it in the recipe's stats and lists it, latest saved first", async () => {
    expect(await (await save('Saved Soup', 'saver-one')).json()).toEqual({ saved: true, saves: 1 });
    await save('Saved Stew', 'saver-one');
    const interactions = await t.app.request(`/api/recipes/${ids.get('Saved Soup')}/interactions`, {
      headers: { 'X-Session-Id': 'saver-one' },
    });
    expect(await interactions.json()).toEqual({ isLiked: false, isSaved: true });
    const soup = await (await t.app.request('/api/recipes/saved-soup')).json();
    expect(soup.recipe_stats.saves).toBe(1);

    const list = await saved('saver-one');
    expect(list.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await titles(list)).toEqual(['Saved Stew', 'Saved Soup']);

    expect(await (await save('Saved Soup', 'saver-one')).json()).toEqual({ saved: false, saves: 0 });
    expect(await titles(await saved('saver-one'))).toEqual(['Saved Stew']);
  });

  it("shows a visitor only their own list, and needs the visitor's session", async () => {
    await save('Saved Salad', 'saver-two');
    expect(await titles(await saved('saver-two'))).toEqual(['Saved Salad']);
    expect(await titles(await saved('nobody-saved'))).toEqual([]);
    expect((await t.app.request('/api/saved')).status).toBe(400);
  });

  it('pages through every saved recipe exactly once, even when saved within the same instant', async () => {
    for (const title of TITLES) await save(title, 'saver-three');
    await t.db.db.execute(
      sql`update recipe_interactions set created_at = '2026-01-01T00:00:00.123456Z' where session_id = 'saver-three'`,
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await saved('saver-three', `?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      const page = await res.json();
      seen.push(...page.items.map((r: { title: string }) => r.title));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen.toSorted()).toEqual(TITLES.toSorted());
  });

  it('refuses a cursor it did not give out', async () => {
    const res = await saved('saver-one', '?cursor=not-a-cursor');
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain('cursor');
  });

  it('refuses a tampered cursor whose time is out of range, as a bad request', async () => {
    await save('Saved Soup', 'saver-tampered');
    const id = '00000000-0000-4000-8000-000000000000';
    for (const key of [1e19, -1e19, 1.5, -1]) {
      const cursor = Buffer.from(JSON.stringify({ key, id })).toString('base64url');
      const res = await saved('saver-tampered', `?cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toContain('cursor');
    }
  });
});
