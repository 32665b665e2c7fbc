import { schema } from '@viral/db';
import { eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import type { ImportContext } from '../import/preview-import.ts';
import { capturedLogger } from '../testing/captured-logger.ts';
import { insertCatalogue } from '../testing/catalogue-fixture.ts';
import {
  file,
  modelDouble,
  modelHandlers,
  type RecipeSite,
  startRecipeSite,
} from '../testing/doubles/index.ts';
import { createFakeWebRoot, createTestApp, type TestApp } from '../testing/test-app.ts';
import { REPORTS_PER_MINUTE } from './image-repair.routes.ts';
import { RepairBudgetSpent, type SpendRepairBudget } from './repair-budget.ts';
import { MAX_CANDIDATES_PER_REPAIR, repairRecipeImage } from './repair-image.ts';

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');
const unlimited: SpendRepairBudget = async () => {};
let site: RecipeSite;
let base: string;
let t: TestApp;
let ctx: ImportContext;
const model = modelDouble({ reply: () => ({ content: '' }) });
const mswModel = setupServer(...modelHandlers(model, 'http://ai.test/v1'));
const ai = () => ({
  client: new OpenAI({ apiKey: 'k', baseURL: 'http://ai.test/v1', maxRetries: 0 }),
  model: 'm',
});

async function recipeWithImages(
  title: string,
  image_url: string,
  image_urls: string[],
  source_url: string | null = null,
) {
  const { recipeIds } = await insertCatalogue(t.db.db, [], [{ title }]);
  const id = recipeIds.get(title) as string;
  await t.db.db
    .update(schema.recipes)
    .set({ image_url, image_urls, source_url })
    .where(eq(schema.recipes.id, id));
  return id;
}
const imageOf = async (id: string) =>
  (
    await t.db.db
      .select({ image_url: schema.recipes.image_url, image_urls: schema.recipes.image_urls })
      .from(schema.recipes)
      .where(eq(schema.recipes.id, id))
  )[0];

beforeAll(async () => {
  site = await startRecipeSite(({ path, origin }) => {
    if (path.endsWith('.png')) return file(PNG, 'image/png');
    if (path === '/not-an-image.jpg') return file('<html></html>', 'text/html');
    if (path.startsWith('/page'))
      return file(
        `<html><head><meta property="og:image" content="${origin}/og.png"></head></html>`,
        'text/html',
      );
    return undefined;
  });
  base = site.origin;
  mswModel.listen({ onUnhandledFrame: 'bypass' });
  t = await createTestApp('pglite', { IMPORT_ALLOW_HOSTS: new URL(base).host });
  ctx = { policy: { allowHosts: [new URL(base).host] } };
});
afterAll(async () => {
  mswModel.close();
  await site.close();
  await t.close();
});

describe('repairing a broken recipe image', () => {
  it('leaves a working image alone', async () => {
    const id = await recipeWithImages('Fine Dish', `${base}/fine.png`, [`${base}/fine.png`]);
    expect(await repairRecipeImage(t.db.db, id, ctx, unlimited)).toBe('fine');
  });

  it('leaves a photo the site stores alone, even once its source is gone: nothing fetched, nothing replaced', async () => {
    const gone = `${base}/stored-then-gone.jpg`;
    const id = await recipeWithImages('Stored Dish', gone, [gone, `${base}/other.png`]);
    const storedImage = {
      hash: 'd'.repeat(64),
      widths: [320],
      width: 320,
      height: 200,
      placeholder: 'data:,',
      color: '#123456',
      source_url: gone,
    };
    await t.db.db.update(schema.recipes).set({ stored_image: storedImage }).where(eq(schema.recipes.id, id));
    const asked = site.requested.length;
    expect(await repairRecipeImage(t.db.db, id, ctx, unlimited)).toBe('fine');
    expect(site.requested.length).toBe(asked);
    expect(await imageOf(id)).toEqual({ image_url: gone, image_urls: [gone, `${base}/other.png`] });
    const [row] = await t.db.db
      .select({ stored: schema.recipes.stored_image })
      .from(schema.recipes)
      .where(eq(schema.recipes.id, id));
    expect(row?.stored).toEqual(storedImage);
  });

  it("takes the recipe's next image that really is an image", async () => {
    const id = await recipeWithImages('Second Image', `${base}/gone.jpg`, [
      `${base}/gone.jpg`,
      `${base}/not-an-image.jpg`,
      `${base}/second.png`,
    ]);
    expect(await repairRecipeImage(t.db.db, id, ctx, unlimited)).toBe('repaired');
    expect(await imageOf(id)).toEqual({
      image_url: `${base}/second.png`,
      image_urls: [`${base}/second.png`, `${base}/gone.jpg`, `${base}/not-an-image.jpg`],
    });
  });

  it("falls back to the source page's image, then to the model's answer when it starts with http", async () => {
    const fromPage = await recipeWithImages('From Page', `${base}/gone.jpg`, [], `${base}/page`);
    expect(await repairRecipeImage(t.db.db, fromPage, ctx, unlimited)).toBe('repaired');
    expect((await imageOf(fromPage))?.image_url).toBe(`${base}/og.png`);

    const fromModel = await recipeWithImages('From Model', `${base}/gone.jpg`, []);
    model.queued.push({ content: 'I think this one: nothing' });
    expect(await repairRecipeImage(t.db.db, fromModel, { ...ctx, ai: ai() }, unlimited)).toBe('unrepaired');
    model.queued.push({ content: `${base}/suggested.png` });
    expect(await repairRecipeImage(t.db.db, fromModel, { ...ctx, ai: ai() }, unlimited)).toBe('repaired');
    expect((await imageOf(fromModel))?.image_url).toBe(`${base}/suggested.png`);
  });

  it('never fetches a candidate the guard refuses, and changes nothing when none works', async () => {
    const id = await recipeWithImages('Nothing Works', `${base}/gone.jpg`, [
      'http://169.254.169.254/latest.png',
      `${base}/also-gone.jpg`,
    ]);
    expect(await repairRecipeImage(t.db.db, id, ctx, unlimited)).toBe('unrepaired');
    expect((await imageOf(id))?.image_url).toBe(`${base}/gone.jpg`);
  });
});

describe('what one repair may cost', () => {
  it(`tries at most ${MAX_CANDIDATES_PER_REPAIR} candidates, then neither the source page nor the model`, async () => {
    const stored = [1, 2, 3].map((n) => `${base}/gone-${n}.jpg`);
    const id = await recipeWithImages(
      'Many Images',
      `${base}/gone.jpg`,
      [`${base}/gone.jpg`, ...stored, `${base}/works.png`],
      `${base}/page?many`,
    );
    site.requested.length = 0;
    model.sent.length = 0;
    model.queued.push({ content: `${base}/suggested.png` });
    expect(await repairRecipeImage(t.db.db, id, { ...ctx, ai: ai() }, unlimited)).toBe('unrepaired');
    expect(site.requested).toEqual(['/gone.jpg', '/gone-1.jpg', '/gone-2.jpg', '/gone-3.jpg']);
    expect(model.sent).toHaveLength(0);
    expect((await imageOf(id))?.image_url).toBe(`${base}/gone.jpg`);
    model.queued.length = 0;
  });

  it('stops where the budget runs out and changes nothing: a fetch takes one point, a model call ten', async () => {
    const budgetOf = (points: number): SpendRepairBudget => {
      let left = points;
      return async (cost) => {
        if (cost > left) throw new RepairBudgetSpent();
        left -= cost;
      };
    };
    const withModel = { ...ctx, ai: ai() };
    site.requested.length = 0;
    model.sent.length = 0;
    model.queued.push({ content: `${base}/suggested.png` });
    const modelOnly = await recipeWithImages('Model Only', `${base}/gone.jpg`, []);
    expect(await repairRecipeImage(t.db.db, modelOnly, withModel, budgetOf(10))).toBe('budget_spent');
    expect(site.requested).toEqual(['/gone.jpg']);
    expect(model.sent).toHaveLength(0);
    model.queued.length = 0;

    site.requested.length = 0;
    const withPage = await recipeWithImages('With Page', `${base}/gone.jpg`, [], `${base}/page?costly`);
    expect(await repairRecipeImage(t.db.db, withPage, ctx, budgetOf(1))).toBe('budget_spent');
    expect(site.requested).toEqual(['/gone.jpg']);
    expect((await imageOf(withPage))?.image_url).toBe(`${base}/gone.jpg`);
  });
});

describe('POST /api/recipes/{id}/image-broken', () => {
  it('never fetches from IMPORT_ALLOW_HOSTS, which is for the admin alone', async () => {
    expect(t.config.importAllowHosts).toEqual([new URL(base).host]);
    const { logger, lines } = capturedLogger();
    const webRoot = createFakeWebRoot();
    const app = createApp({ db: t.db, config: t.config, logger, webRoot });
    const id = await recipeWithImages('Allowed Host', `${base}/gone.jpg`, [`${base}/works.png`]);
    site.requested.length = 0;
    expect((await app.request(`/api/recipes/${id}/image-broken`, { method: 'POST' })).status).toBe(202);
    const checked = await vi.waitFor(() => {
      const line = lines.find((l) => l.recipeId === id);
      if (!line) throw new Error('not checked yet');
      return line;
    });
    webRoot.cleanup();
    expect(checked).toMatchObject({ msg: 'broken image checked', outcome: 'unrepaired' });
    expect(site.requested).toEqual([]);
    expect((await imageOf(id))?.image_url).toBe(`${base}/gone.jpg`);
  });

  it('queues a check once an hour per recipe, and refuses bad ids and floods', async () => {
    const id = await recipeWithImages('Reported', `${base}/gone.jpg`, []);
    const report = (recipeId: string) =>
      t.app.request(`/api/recipes/${recipeId}/image-broken`, { method: 'POST' });
    const first = await report(id);
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ queued: true });
    expect(await (await report(id)).json()).toEqual({ queued: false });
    expect((await report('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await report('nope')).status).toBe(400);
    let last: Response | undefined;
    for (let i = 0; i < REPORTS_PER_MINUTE; i++) last = await report(id);
    expect(last?.status).toBe(429);
    expect(last?.headers.get('Retry-After')).toMatch(/^\d+$/);
  });
});
