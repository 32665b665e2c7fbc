import { selectRows } from '@viral/db';
import { testDatabaseKinds } from '@viral/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogue } from '../testing/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const session = (n: number) => `session-${String(n).padStart(4, '0')}`;

describe.each(testDatabaseKinds())('visitor interactions on %s', (kind) => {
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

  it('counts shares with a known channel, once per visitor per hour', async () => {
    const share = (sessionId: string | undefined, channel: string) =>
      post(`/api/recipes/${recipeId}/share`, sessionId, { channel });
    expect(await (await share(session(20), 'whatsapp')).json()).toEqual({ shares: 1 });
    expect(await (await share(session(20), 'copy')).json()).toEqual({ shares: 1 });
    expect(await (await share(session(21), 'email')).json()).toEqual({ shares: 2 });
    await t.db.db.execute(sql`update recipe_shares set last_counted_at = now() - interval '61 minutes'`);
    expect(await (await share(session(20), 'copy')).json()).toEqual({ shares: 3 });
    const bad = await share(session(22), 'carrier-pigeon');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toContain('channel');
    const anonymous = await share(undefined, 'copy');
    expect(anonymous.status).toBe(400);
    expect((await anonymous.json()).error.message).toContain('X-Session-Id');
  });

  it("refuses views, likes, saves and shares sent from another site's page, and changes nothing", async () => {
    const before = await (await t.app.request('/api/recipes/tracked-dish')).json();
    for (const write of ['view', 'like', 'save', 'share']) {
      const res = await t.app.request(`/api/recipes/${recipeId}/${write}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Session-Id': session(30),
          Origin: 'https://counter-farm.example',
        },
        body: JSON.stringify({ channel: 'copy' }),
      });
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('forbidden_origin');
    }
    const after = await (await t.app.request('/api/recipes/tracked-dish')).json();
    expect(after.recipe_stats).toEqual(before.recipe_stats);
    const own = await t.app.request(`/api/recipes/${recipeId}/view`, {
      method: 'POST',
      headers: { 'X-Session-Id': session(30), Origin: 'http://localhost' },
    });
    expect(own.status).toBe(200);
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
    const res = await post(`/api/recipes/${recipeId}/share`, session(1), {
      channel: 'copy',
      padding: 'x'.repeat(1_100_000),
    });
    expect(res.status).toBe(413);
    // The unread rest of the body leaves the connection unusable: the answer must not promise otherwise.
    expect(res.headers.get('connection')).toBe('close');
  });
});

describe.each(testDatabaseKinds())('visitor write limit on %s', (kind) => {
  let t: TestApp;
  let recipeId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { VISITOR_WRITES_PER_MINUTE: '5' });
    const { recipeIds } = await insertCatalogue(t.db.db, [], [{ title: 'Busy Dish' }]);
    recipeId = recipeIds.get('Busy Dish') as string;
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once an address has made its writes for the minute', async () => {
    const write = (action: string, n: number) =>
      t.app.request(`/api/recipes/${recipeId}/${action}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Session-Id': session(500 + n) },
        body: JSON.stringify({ channel: 'copy' }),
      });
    const statuses = [];
    for (let n = 0; n < 5; n++)
      statuses.push((await write(['view', 'like', 'share'][n % 3] ?? 'view', n)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const limited = await write('view', 99);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await limited.json()).error.code).toBe('rate_limited');
    const recipe = await (await t.app.request('/api/recipes/busy-dish')).json();
    expect(recipe.recipe_stats.views).toBe(2);
    expect(
      (
        await t.app.request(`/api/recipes/${recipeId}/interactions`, {
          headers: { 'X-Session-Id': session(500) },
        })
      ).status,
    ).toBe(200);
  });
});
