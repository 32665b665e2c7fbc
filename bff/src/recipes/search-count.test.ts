import { testDatabaseKinds } from '@viral/db/testing';
import type { RecipePage } from '@viral/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** 1,030 soups, alternately easy (20 min) and hard (90 min): more matches than the count reports exactly. */
const SOUPS = 1030;

describe.each(testDatabaseKinds())('search totals past 1,000 matches on %s', (kind) => {
  let t: TestApp;
  const search = async (query: string) => {
    const res = await t.app.request(`/api/recipes${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as RecipePage;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db.db.execute(sql`
      insert into recipes (slug, title, difficulty, total_time)
      select 'soup-' || i, 'Tomato Soup ' || i, case when i % 2 = 0 then 'easy' else 'hard' end,
             case when i % 2 = 0 then 20 else 90 end
      from generate_series(1, ${SOUPS}) i`);
    await t.db.db.execute(sql`insert into recipe_stats (recipe_id, views) select id, 1 from recipes`);
  });
  afterAll(() => t.close());

  it('says 1,000+ for a query matching more, on every page of it', async () => {
    const first = await search('?q=soup&limit=10');
    expect(first).toMatchObject({ total: 1000, total_capped: true });
    expect(first.items).toHaveLength(10);
    const second = await search(`?q=soup&limit=10&cursor=${first.next_cursor}`);
    expect(second).toMatchObject({ total: 1000, total_capped: true });
    expect(second.items.map((r) => r.id)).not.toContain(first.items[0]?.id);
  });

  it('counts exactly under the cap when filters narrow a query or stand alone', async () => {
    expect(await search('?q=soup&difficulty=hard&limit=10')).toMatchObject({
      total: 515,
      total_capped: false,
    });
    expect(await search('?maxTime=30&limit=10')).toMatchObject({ total: 515, total_capped: false });
    expect(await search('?q=soup&difficulty=hard&maxTime=30&limit=10')).toMatchObject({
      total: 0,
      total_capped: false,
      items: [],
    });
  });

  it('lists a capped match in full through its cursors, without repeats', async () => {
    const seen = new Set<string>();
    let cursor: string | null = null;
    do {
      const page: RecipePage = await search(`?difficulty=easy&limit=50${cursor ? `&cursor=${cursor}` : ''}`);
      for (const item of page.items) seen.add(item.id);
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen.size).toBe(SOUPS / 2);
  });
});
