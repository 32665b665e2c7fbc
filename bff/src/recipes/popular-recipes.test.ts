import { schema, seedDemoCatalogue } from '@viral/db';
import { testDatabaseKinds } from '@viral/db/testing';
import { HOME_POPULAR_COUNT, type RecipeSummary } from '@viral/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, asBrowser, createAccounts, signIn } from '../testing/auth-test-kit.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { okJson } from '../testing/typed-client.ts';
import { findPopularRecipes } from './popular-recipes.ts';

const HOUR_MS = 3_600_000;

describe.each(testDatabaseKinds())('Popular on %s', (kind) => {
  let t: TestApp;
  /** Every demo recipe, best stored trending score first (the order search and trending's top-up use). */
  let byTrending: RecipeSummary[];
  /** Home's Trending Today, shown above Popular. */
  let featured: string[];

  const popular = async () => (await okJson(t.api.recipes.popular.$get())).items.map((r) => r.slug);
  /** One counted view from each of `visitors` distinct browsers. */
  const viewBy = async (recipe: RecipeSummary, visitors: number) => {
    for (let n = 0; n < visitors; n++) {
      const res = await t.app.request(`/api/recipes/${recipe.id}/view`, {
        method: 'POST',
        headers: { 'X-Session-Id': `popular-visitor-${recipe.slug}-${n}` },
      });
      expect(await res.json()).toMatchObject({ counted: true });
    }
  };
  /** What trending's top-up gives after the recipes already picked, past those Trending Today shows. */
  const toppedUpAfter = (picked: string[]) =>
    byTrending
      .map((r) => r.slug)
      .filter((slug) => !picked.includes(slug) && !featured.includes(slug))
      .slice(0, HOME_POPULAR_COUNT - picked.length);
  const recipeAt = (index: number) => byTrending.at(index) as RecipeSummary;

  beforeEach(async () => {
    t = await createTestApp(kind);
    await seedDemoCatalogue(t.db.db);
    byTrending = (await okJson(t.api.recipes.$get({ query: { limit: '50' } }))).items;
    expect(byTrending.length).toBeGreaterThan(HOME_POPULAR_COUNT + 3);
    featured = (await okJson(t.api.recipes.featured.$get())).items.map((r) => r.slug);
  });
  afterEach(() => t.close());

  it('is the trending order when nothing was viewed in the last 24 hours, so a fresh catalogue shows 8', async () => {
    expect(await popular()).toEqual(toppedUpAfter([]));
  });

  it('ranks the recipes viewed in the last 24 hours by those views, then tops up like trending', async () => {
    // The least trending recipes, so only their views can bring them to the top.
    const [quiet, quieter] = [recipeAt(-1), recipeAt(-2)];
    await viewBy(quieter, 1);
    await viewBy(quiet, 3);
    const list = await popular();
    expect(list.slice(0, 2)).toEqual([quiet.slug, quieter.slug]);
    expect(list.slice(2)).toEqual(toppedUpAfter([quiet.slug, quieter.slug]));
  });

  it('leaves out what Trending Today shows above it, however viewed, and still shows 8', async () => {
    expect(featured).toHaveLength(3);
    const [mostLiked] = featured;
    await viewBy(byTrending.find((r) => r.slug === mostLiked) as RecipeSummary, 5);
    const list = await popular();
    expect(list).toHaveLength(HOME_POPULAR_COUNT);
    expect(list.filter((slug) => featured.includes(slug))).toEqual([]);
    // Without that rule the most viewed recipe of the day would lead Popular too.
    expect((await findPopularRecipes(t.db.db, HOME_POPULAR_COUNT)).map((r) => r.slug)[0]).toBe(mostLiked);
  });

  it('leaves out views older than 24 hours', async () => {
    const [recent, old] = [recipeAt(-1), recipeAt(-2)];
    await viewBy(recent, 1);
    await t.db.db.insert(schema.recipeViewHours).values({
      recipe_id: old.id,
      hour: new Date(Date.now() - 25 * HOUR_MS),
      views: 5_000,
    });
    const list = await popular();
    expect(list[0]).toBe(recent.slug);
    expect(list.slice(1)).toEqual(toppedUpAfter([recent.slug]));
    expect(list).not.toContain(old.slug);
  });

  it('prunes hourly counts past 48 hours when it next reads the window', async () => {
    const recipe = recipeAt(0);
    const hour = (hoursAgo: number) => new Date(Math.floor(Date.now() / HOUR_MS - hoursAgo) * HOUR_MS);
    await t.db.db.insert(schema.recipeViewHours).values([
      { recipe_id: recipe.id, hour: hour(50), views: 2 },
      { recipe_id: recipe.id, hour: hour(30), views: 3 },
    ]);
    await findPopularRecipes(t.db.db, HOME_POPULAR_COUNT);
    const left = await t.db.db.select({ views: schema.recipeViewHours.views }).from(schema.recipeViewHours);
    expect(left).toEqual([{ views: 3 }]);
  });

  it('is cleared by the stats purge, whose card counts the recipes with views in the window', async () => {
    await createAccounts(t);
    const admin = await signIn(t, ADMIN);
    const viewed = recipeAt(-1);
    await viewBy(viewed, 2);
    // Counters reset behind the purge's back: the hourly count alone must still show on the card.
    await t.db.db.execute(sql`update recipe_stats set views = 0, likes = 0, shares = 0, saves = 0`);
    const counts = await (await t.app.request('/api/admin/purge', asBrowser(admin))).json();
    expect(counts.recipe_stats).toBe(1);
    const res = await t.app.request(
      '/api/admin/purge',
      asBrowser(admin, 'POST', { target: 'stats', confirm: 'DELETE' }),
    );
    expect(res.status).toBe(200);
    expect(await t.db.db.$count(schema.recipeViewHours)).toBe(0);
    expect(await popular()).not.toContain(viewed.slug);
  });
});
