import { selectRows } from '@viral/db';
import { testDatabaseKinds } from '@viral/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogue } from '../testing/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const session = (n: number) => `session-${String(n).padStart(4, '0')}`;

describe.each(testDatabaseKinds())('visitor tracking on %s', (kind) => {
  let t: TestApp;
  let recipeId: string;
  const post = async (path: string, sessionId?: string, body?: unknown): Promise<Response> =>
    t.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(sessionId && { 'X-Session-Id': sessionId }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const likes = async () => {
    const recipe = await (await t.app.request('/api/recipes/tracked-dish')).json();
    return recipe.recipe_stats.likes as number;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { recipeIds } = await insertCatalogue(t.db.db, [], [{ title: 'Tracked Dish' }]);
    recipeId = recipeIds.get('Tracked Dish') as string;
  });
  afterAll(() => t.close());

  it('counts a view once per visitor per hour', async () => {
    expect(await (await post(`/api/recipes/${recipeId}/view`, session(1))).json()).toEqual({
      counted: true,
      views: 1,
    });
    expect(await (await post(`/api/recipes/${recipeId}/view`, session(1))).json()).toEqual({
      counted: false,
      views: 1,
    });
    expect(await (await post(`/api/recipes/${recipeId}/view`, session(2))).json()).toEqual({
      counted: true,
      views: 2,
    });
    await t.db.db.execute(sql`update recipe_views set last_counted_at = now() - interval '61 minutes'`);
    expect(await (await post(`/api/recipes/${recipeId}/view`, session(1))).json()).toEqual({
      counted: true,
      views: 3,
    });
  });

  it('toggles a like on and off and reports it in the interactions', async () => {
    expect(await (await post(`/api/recipes/${recipeId}/like`, session(7))).json()).toEqual({
      liked: true,
      likes: 1,
    });
    const interactions = await t.app.request(`/api/recipes/${recipeId}/interactions`, {
      headers: { 'X-Session-Id': session(7) },
    });
    expect(await interactions.json()).toEqual({ isLiked: true, isSaved: false });
    expect(await (await post(`/api/recipes/${recipeId}/like`, session(7))).json()).toEqual({
      liked: false,
      likes: 0,
    });
  });

  it('never loses or double-counts under 50 concurrent likes, nor when they are all taken back', async () => {
    const visitors = Array.from({ length: 50 }, (_, i) => session(100 + i));
    const liked = await Promise.all(
      visitors.map((v) => post(`/api/recipes/${recipeId}/like`, v).then((r) => r.json())),
    );
    expect(liked.every((r) => r.liked === true)).toBe(true);
    expect(await likes()).toBe(50);
    await Promise.all(visitors.map((v) => post(`/api/recipes/${recipeId}/like`, v)));
    expect(await likes()).toBe(0);
  });

  it('keeps the count equal to the likes stored when one visitor toggles concurrently', async () => {
    await Promise.all(Array.from({ length: 9 }, () => post(`/api/recipes/${recipeId}/like`, session(9))));
    const [stored] = await selectRows<{ n: number }>(
      t.db.db,
      sql`select count(*)::int as n from recipe_interactions where recipe_id = ${recipeId} and interaction_type = 'like'`,
    );
    expect(stored?.n).toBeLessThanOrEqual(1);
    expect(await likes()).toBe(stored?.n);
  });

  it('counts shares with a known channel', async () => {
    expect(
      await (await post(`/api/recipes/${recipeId}/share`, undefined, { channel: 'whatsapp' })).json(),
    ).toEqual({ shares: 1 });
    const bad = await post(`/api/recipes/${recipeId}/share`, undefined, { channel: 'carrier-pigeon' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toContain('channel');
  });

  it('refuses a missing or malformed session id, a malformed recipe id and an unknown recipe', async () => {
    expect((await post(`/api/recipes/${recipeId}/view`)).status).toBe(400);
    const malformed = await post(`/api/recipes/${recipeId}/like`, 'bad id!');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.message).toContain('X-Session-Id');
    expect((await post('/api/recipes/not-a-uuid/view', session(1))).status).toBe(400);
    expect((await post('/api/recipes/00000000-0000-4000-8000-000000000000/like', session(1))).status).toBe(
      404,
    );
  });

  it('answers an oversized body with 413', async () => {
    const res = await post(`/api/recipes/${recipeId}/share`, undefined, {
      channel: 'copy',
      padding: 'x'.repeat(1_100_000),
    });
    expect(res.status).toBe(413);
  });
});
