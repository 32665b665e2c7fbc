import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './create-db.ts';
import { demoRecipes, demoTags } from './demo/index.ts';
import { selectRows } from './raw-rows.ts';
import { seedDemoCatalogue } from './seed-demo.ts';
import { createTestDb, testDatabaseKinds } from './testing.ts';

async function counts(handle: DbHandle) {
  const [row] = await selectRows<{ recipes: number; tags: number; links: number; stats: number }>(
    handle.db,
    sql`select (select count(*)::int from recipes) as recipes, (select count(*)::int from tags) as tags,
               (select count(*)::int from recipe_tags) as links, (select count(*)::int from recipe_stats) as stats`,
  );
  return row;
}

describe.each(testDatabaseKinds())('demo catalogue seeding on %s', (kind) => {
  let handle: DbHandle;
  const now = new Date('2026-11-01T12:00:00Z');
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(() => handle.close());

  it('fills an empty database with every demo recipe, its tags, links and stats', async () => {
    const result = await seedDemoCatalogue(handle.db, { now });
    expect(result).toEqual({ seeded: true, recipes: demoRecipes.length, tags: demoTags.length });
    const linkCount = demoRecipes.reduce((sum, recipe) => sum + recipe.tags.length, 0);
    expect(await counts(handle)).toEqual({
      recipes: demoRecipes.length,
      tags: demoTags.length,
      links: linkCount,
      stats: demoRecipes.length,
    });
  });

  it('dates recipes by their age and points images at the bff', async () => {
    const [recipe] = demoRecipes;
    const [row] = await selectRows<{ created_at: string | Date; image_url: string; views: number }>(
      handle.db,
      sql`select r.created_at, r.image_url, s.views from recipes r join recipe_stats s on s.recipe_id = r.id where r.slug = ${recipe?.slug}`,
    );
    expect(new Date(row?.created_at ?? 0).getTime()).toBe(
      now.getTime() - (recipe?.age_hours ?? 0) * 3_600_000,
    );
    expect(row?.image_url).toBe(`/media/demo/${recipe?.image}`);
    expect(row?.views).toBe(recipe?.stats.views);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await counts(handle);
    expect((await seedDemoCatalogue(handle.db, { now })).seeded).toBe(false);
    expect(await counts(handle)).toEqual(before);
  });

  it('does not refill a catalogue an admin emptied', async () => {
    await handle.db.execute(sql`delete from recipes`);
    expect((await seedDemoCatalogue(handle.db, { now })).seeded).toBe(false);
    expect((await counts(handle))?.recipes).toBe(0);
  });
});
