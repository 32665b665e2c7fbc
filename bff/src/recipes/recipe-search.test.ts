import { testDatabaseKinds } from '@viral/db/testing';
import type { RecipePage } from '@viral/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tagIdBySlug } from '../tags/tag-ids.ts';
import { insertCatalogue } from '../testing/catalogue-fixture.ts';
import { expectedTrendingOrder, fixtureRecipes, fixtureTags } from '../testing/search-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { placeholderValues, type SearchShape, searchStatements } from './search-statements.ts';

const noFilters: SearchShape = {
  match: 'all',
  difficulty: false,
  maxTime: false,
  maxCost: false,
  exclude: false,
  tags: 0,
  after: false,
};

describe.each(testDatabaseKinds())('GET /api/recipes on %s', (kind) => {
  let t: TestApp;
  const now = new Date();
  const search = async (query: string) => {
    const res = await t.app.request(`/api/recipes${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as RecipePage;
  };
  const titles = (page: RecipePage) => page.items.map((r) => r.title);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertCatalogue(t.db.db, fixtureTags, fixtureRecipes, now);
  });
  afterAll(() => t.close());

  it('lists every recipe in trending order with the total', async () => {
    const page = await search('');
    expect(titles(page)).toEqual(expectedTrendingOrder(now));
    expect(page.total).toBe(6);
    expect(page.next_cursor).toBeNull();
  });

  it('matches the query in titles, tag names and ingredient names', async () => {
    expect(titles(await search('?q=noodles')).sort()).toEqual(['Garlic Butter Noodles', 'Spicy Ramen']);
    expect(titles(await search('?q=spicy')).sort()).toEqual([
      'Crispy Chicken Tacos',
      'Spicy Ramen',
      'Vegan Chili',
    ]);
    expect(titles(await search('?q=beans'))).toEqual(['Vegan Chili']);
  });

  it('forgives a typo in a title or tag name', async () => {
    expect(titles(await search('?q=chiken'))).toEqual(['Crispy Chicken Tacos']);
    expect(titles(await search('?q=breakfst')).sort()).toEqual(['Fluffy Pancakes', 'Overnight Oats']);
  });

  it('pages through typo matches too', async () => {
    const first = await search('?q=breakfst&limit=1');
    expect(first.total).toBe(2);
    const second = await search(`?q=breakfst&limit=1&cursor=${first.next_cursor}`);
    expect([...titles(first), ...titles(second)].sort()).toEqual(['Fluffy Pancakes', 'Overnight Oats']);
    expect(second.next_cursor).toBeNull();
  });

  it('returns an empty page when nothing matches', async () => {
    expect(await search('?q=zzzqqq')).toEqual({
      items: [],
      total: 0,
      total_capped: false,
      next_cursor: null,
    });
  });

  it('applies each filter only when present', async () => {
    expect(titles(await search('?difficulty=easy')).sort()).toEqual([
      'Fluffy Pancakes',
      'Garlic Butter Noodles',
      'Overnight Oats',
    ]);
    expect(titles(await search('?maxTime=20')).sort()).toEqual([
      'Fluffy Pancakes',
      'Garlic Butter Noodles',
      'Overnight Oats',
    ]);
    expect(titles(await search('?maxCost=5')).sort()).toEqual([
      'Fluffy Pancakes',
      'Garlic Butter Noodles',
      'Overnight Oats',
    ]);
    expect(titles(await search('?maxCost=15.5&difficulty=hard'))).toEqual(['Vegan Chili']);
    expect((await search('?q=&difficulty=&maxTime=&maxCost=&tags=')).total).toBe(6);
  });

  it('keeps recipes carrying all the given tags, and none for an unknown tag', async () => {
    expect(titles(await search('?tags=spicy,vegan'))).toEqual(['Vegan Chili']);
    expect(titles(await search('?tags=dinner,spicy')).sort()).toEqual([
      'Crispy Chicken Tacos',
      'Spicy Ramen',
      'Vegan Chili',
    ]);
    expect(await search('?tags=spicy,no-such-tag')).toEqual({
      items: [],
      total: 0,
      total_capped: false,
      next_cursor: null,
    });
  });

  it('answers a tag search the same whether its statement is kept prepared or sent unnamed', async () => {
    // No other test searches this shape, so with no prepared statements allowed it is sent unnamed.
    const spicy = (await tagIdBySlug(t.db.db, 'spicy')) as string;
    const shape = { ...noFilters, maxTime: true, tags: 1 };
    const unnamed = searchStatements(t.db.db, shape, [spicy], 0);
    const found = await unnamed.page(placeholderValues({ tagIds: [spicy], maxTime: 90, limit: 10 }));
    const prepared = await search('?tags=spicy&maxTime=90');
    expect(found.map(({ recipe }) => recipe.title)).toEqual(titles(prepared));
    expect(titles(prepared).sort()).toEqual(['Crispy Chicken Tacos', 'Spicy Ramen', 'Vegan Chili']);
  });

  it('pages with a cursor through the same order, without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: RecipePage = await search(`?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(6);
      seen.push(...titles(page));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(expectedTrendingOrder(now));

    const first = await search('?q=spicy&limit=2');
    const second = await search(`?q=spicy&limit=2&cursor=${first.next_cursor}`);
    expect(second.next_cursor).toBeNull();
    expect([...titles(first), ...titles(second)].sort()).toEqual([
      'Crispy Chicken Tacos',
      'Spicy Ramen',
      'Vegan Chili',
    ]);
  });

  it.each([
    ['?difficulty=extreme', 'difficulty'],
    ['?maxTime=abc', 'maxTime'],
    ['?maxTime=-5', 'maxTime'],
    ['?maxCost=cheap', 'maxCost'],
    ['?limit=0', 'limit'],
    ['?limit=51', 'limit'],
    ['?tags=Not%20A%20Slug', 'tags'],
    [`?q=${'x'.repeat(201)}`, 'q'],
    ['?cursor=garbage', 'cursor'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await t.app.request(`/api/recipes${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toContain(field);
  });
});
