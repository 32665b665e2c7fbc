import { createDb, type DbHandle, schema } from '@viral/db';
import { createTestDb, testDatabaseKinds } from '@viral/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportContext } from '../import/preview-import.ts';
import { capturedLogger } from '../testing/captured-logger.ts';
import { insertCatalogue } from '../testing/catalogue-fixture.ts';
import { type RecipeSite, startRecipeSite } from '../testing/doubles/index.ts';
import { ImageRepairQueue } from './image-repair-queue.ts';

let site: RecipeSite;
let base: string;

beforeAll(async () => {
  site = await startRecipeSite({});
  base = site.origin;
});
afterAll(() => site.close());

describe.each(testDatabaseKinds())('the image repair budget on %s', (kind) => {
  let first: DbHandle & { url?: string };
  let second: DbHandle;
  beforeAll(async () => {
    first = await createTestDb(kind);
    // Another replica: its own connections where the database allows them (PGlite is one process's).
    second = first.url ? await createDb({ databaseUrl: first.url, maxConnections: 2 }) : first;
  });
  afterAll(async () => {
    if (second !== first) await second.close();
    await first.close();
  });

  /** A recipe whose image and three other images are all gone: a repair makes four fetches. */
  async function brokenRecipe(title: string) {
    const { recipeIds } = await insertCatalogue(first.db, [], [{ title }]);
    const id = recipeIds.get(title) as string;
    const images = [0, 1, 2, 3].map((n) => `${base}/${title}/${n}.jpg`);
    await first.db
      .update(schema.recipes)
      .set({ image_url: images[0], image_urls: images })
      .where(eq(schema.recipes.id, id));
    return id;
  }

  it('is one budget for two app instances on one database; a spent budget stops and logs, nothing breaks', async () => {
    const ctx: ImportContext = { policy: { allowHosts: [new URL(base).host] } };
    const logA = capturedLogger();
    const logB = capturedLogger();
    const replicaA = new ImageRepairQueue(first.db, ctx, logA.logger, 6);
    const replicaB = new ImageRepairQueue(second.db, ctx, logB.logger, 6);
    const [a, b] = [await brokenRecipe(`a-${kind}`), await brokenRecipe(`b-${kind}`)];
    site.requested.length = 0;

    expect(replicaA.request(a)).toBe(true);
    await replicaA.onIdle();
    expect(site.requested).toHaveLength(4);
    expect(replicaB.request(b)).toBe(true);
    await replicaB.onIdle();

    // Two of the six points were left for the second replica, not six of its own.
    expect(site.requested).toHaveLength(6);
    expect(logA.lines).toMatchObject([{ msg: 'broken image checked', outcome: 'unrepaired', recipeId: a }]);
    expect(logB.lines).toMatchObject([
      { level: 40, msg: 'image check stopped: the repair budget for this minute is spent', recipeId: b },
    ]);
    // Cut short rather than checked, so a later report is taken.
    expect(replicaB.request(b)).toBe(true);
    await replicaB.onIdle();
    expect(site.requested).toHaveLength(6);
  });
});
