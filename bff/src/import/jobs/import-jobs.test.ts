import { type Database, schema } from '@viral/db';
import { testDatabaseKinds } from '@viral/db/testing';
import { eq, sql } from 'drizzle-orm';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../logger.ts';
import { ADMIN, asBrowser, createAccounts, signIn } from '../../testing/auth-test-kit.ts';
import {
  AI_RECIPE,
  AI_VALIDATION,
  MODEL_NAME,
  modelDouble,
  type RecipeSite,
  startRecipeSite,
} from '../../testing/doubles/index.ts';
import { type Write, withFailingWrites } from '../../testing/failing-writes.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { ImportContext } from '../preview-import.ts';
import { ImportWorker, type ImportWorkerOptions } from './import-worker.ts';
import { claimNextItem, releaseAbandonedItems, releaseOwnClaims, renewClaims } from './item-claims.ts';
import { processItem } from './process-item.ts';

const recipePage = (name: string) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name,
    recipeIngredient: ['1 cup rice', '2 eggs'],
    recipeInstructions: ['Cook the rice.', 'Fry the eggs.'],
  })}</script></head></html>`;

const BLOG_POST = `<html><body><article><h1>Sunday Sauce</h1>
  <p>Simmer 2 cans of tomatoes with 4 cloves of garlic for three hours.</p></article></body></html>`;

/** The model on 127.0.0.1, answering each request only when the test says so. */
async function startHeldModel() {
  const double = modelDouble({ hold: true });
  const served = await double.listen();
  const model = {
    client: new OpenAI({ apiKey: 'test', baseURL: served.baseUrl, maxRetries: 0 }),
    model: MODEL_NAME,
  };
  return { served, model, nextRequest: double.nextRequest };
}

/** A local site answering after 60 ms, counting how many requests it serves at once. */
const startSite = () =>
  startRecipeSite(
    ({ path }) => {
      if (path === '/missing') return undefined;
      if (path.startsWith('/blog')) return BLOG_POST;
      if (path === '/roundup')
        return `<script type="application/ld+json">[${JSON.stringify({ '@type': 'Recipe', name: 'A' })},${JSON.stringify({ '@type': 'Recipe', name: 'B' })}]</script>`;
      return recipePage(`Dish ${path.slice(1)}`);
    },
    { delayMs: 60 },
  );

describe.each(testDatabaseKinds())('import jobs on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let one: RecipeSite;
  let two: RecipeSite;
  let worker: ImportWorker;
  const start = async (urls: string[]) => {
    const res = await t.app.request('/api/admin/imports', asBrowser(cookie, 'POST', { urls }));
    return { status: res.status, body: await res.json() };
  };
  const finished = async (jobId: string) =>
    vi.waitFor(
      async () => {
        const job = await (await t.app.request(`/api/admin/imports/${jobId}`, asBrowser(cookie))).json();
        if (job.status !== 'completed') throw new Error(`still ${job.status}`);
        return job;
      },
      { timeout: 20_000, interval: 100 },
    );

  const context = (): ImportContext => ({ policy: { allowHosts: t.config.importAllowHosts } });
  /** Replaces the running worker, e.g. with another lease, an AI model or a failing database. */
  const startWorker = async (
    options: ImportWorkerOptions = {},
    ctx: ImportContext = context(),
    db: Database = t.db.db,
  ) => {
    await worker?.stop();
    worker = new ImportWorker(db, ctx, createLogger('silent'), { pollMs: 50, ...options });
    worker.start();
  };
  /** Fails the first `count` writes that `picks` chooses, as a dropped connection would. */
  const failingFirst = (count: number, picks: (write: Write) => boolean) => {
    let left = count;
    const db = withFailingWrites(t.db.db, (write) => picks(write) && left-- > 0);
    return { db, failed: () => count - Math.max(left, 0) };
  };
  const isItemsUpdate = (write: Write, has: (fields: Record<string, unknown>) => boolean) =>
    write.kind === 'update' && write.table === schema.importItems && has(write.fields);
  const finalWrite = (write: Write) => isItemsUpdate(write, (fields) => 'finished_at' in fields);
  const itemsOf = (jobId: string) =>
    t.db.db
      .select({ url: schema.importItems.url, attempts: schema.importItems.attempts })
      .from(schema.importItems)
      .where(eq(schema.importItems.job_id, jobId))
      .orderBy(schema.importItems.position);

  beforeAll(async () => {
    [one, two] = await Promise.all([startSite(), startSite()]);
    const hosts = [one, two].map((s) => s.host).join(',');
    t = await createTestApp(kind, { IMPORT_ALLOW_HOSTS: hosts });
    await createAccounts(t);
    cookie = await signIn(t, ADMIN);
    await startWorker();
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await one.close();
    await two.close();
  });

  it('refuses a list with no http(s) line, asking for one valid URL', async () => {
    const res = await start(['', '   ', 'not a url', 'ftp://x/y']);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please enter at least one valid URL');
  });

  it('imports, skips and fails each URL on its own merits, and keeps going', async () => {
    const { status, body } = await start([
      `  ${one.origin}/1  `,
      '',
      `${one.origin}/roundup`,
      `${two.origin}/2`,
      `${two.origin}/missing`,
      `${one.origin}/1?utm_source=tiktok`,
      'http://127.0.0.1:1/closed',
      'just text',
    ]);
    expect(status).toBe(202);
    expect(body).toMatchObject({ folded: 1, summary: { total: 5 } });
    const job = await finished(body.id);
    const byUrl = Object.fromEntries(job.items.map((i: { url: string }) => [i.url, i]));
    expect(byUrl[`${one.origin}/1`]).toMatchObject({
      status: 'completed',
      recipe: { slug: 'dish-1', title: 'Dish 1' },
    });
    expect(byUrl[`${two.origin}/2`].status).toBe('completed');
    expect(byUrl[`${one.origin}/roundup`]).toMatchObject({
      status: 'skipped',
      error:
        'Validation failed: The page holds 2 recipes (“A”, “B”); import each from its own page (Confidence: 95%, Type: recipe_list)',
    });
    expect(byUrl[`${two.origin}/missing`]).toMatchObject({
      status: 'error',
      error: 'Failed to fetch recipe content: 404',
    });
    expect(byUrl['http://127.0.0.1:1/closed'].status).toBe('error');
    expect(job.summary).toMatchObject({ total: 5, processed: 5, completed: 2, skipped: 1, errors: 2 });
    expect(job.summary.remaining_seconds).toBe(0);
  });

  it('folds lines naming the same page into the first before the job starts, and says how many', async () => {
    const { status, body } = await start([
      `${one.origin}/fold-1`,
      `${one.origin}/fold-1?utm_source=tiktok`,
      `${two.origin}/fold-2`,
      `${one.origin}/fold-1#steps`,
      `${two.origin}/fold-2/`,
    ]);
    expect(status).toBe(202);
    expect(body).toMatchObject({ folded: 3, summary: { total: 2 } });
    expect(body.items.map((item: { url: string }) => item.url)).toEqual([
      `${one.origin}/fold-1`,
      `${two.origin}/fold-2`,
    ]);
    const job = await finished(body.id);
    expect(job.folded).toBe(3);
    expect(one.requested.filter((path) => path.startsWith('/fold-1'))).toHaveLength(1);
  });

  it('skips a page already in the catalogue as Already imported, with the recipe that exists', async () => {
    const first = await start([`${one.origin}/twice`]);
    await finished(first.body.id);
    const again = await start([`${one.origin}/twice?utm_source=tiktok`]);
    const job = await finished(again.body.id);
    expect(job.items[0]).toMatchObject({
      status: 'skipped',
      error: 'Already imported',
      recipe: { slug: 'dish-twice', title: 'Dish twice' },
    });
    // Counted on their own, not among the pages skipped as invalid.
    expect(job.summary).toMatchObject({ processed: 1, skipped: 0, already_imported: 1 });
  });

  it('fetches one page at a time per host while hosts run in parallel', async () => {
    one.maxInFlight = 0;
    two.maxInFlight = 0;
    const urls = [1, 2, 3].flatMap((n) => [`${one.origin}/p${n}`, `${two.origin}/q${n}`]);
    const { body } = await start(urls);
    await finished(body.id);
    expect(one.maxInFlight).toBe(1);
    expect(two.maxInFlight).toBe(1);
  });

  it('streams the job as events until it is done', async () => {
    const { body } = await start([`${one.origin}/s1`, `${two.origin}/s2`]);
    const res = await t.app.request(`/api/admin/imports/${body.id}/events`, asBrowser(cookie));
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const text = await res.text();
    const events = [...text.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
    expect(events[0]).toBe('job');
    expect(events.at(-1)).toBe('done');
    expect(text).toContain('"processed":2');
  });

  it('resumes an item a dead worker left half done', async () => {
    await worker.stop();
    const { body } = await start([`${one.origin}/r1`]);
    await t.db.db
      .update(schema.importItems)
      .set({ status: 'processing', claimed_by: 'dead-worker', claimed_at: sql`now() - interval '5 minutes'` })
      .where(eq(schema.importItems.job_id, body.id));
    await startWorker();
    const job = await finished(body.id);
    expect(job.items[0]).toMatchObject({ status: 'completed', recipe: { slug: 'dish-r1' } });
  });

  it('processes a slow page once, even when its worker treats every other claim as abandoned', async () => {
    await startWorker({ pollMs: 20, leaseSeconds: 0 });
    one.delayMs = 400;
    const { body } = await start([`${one.origin}/slow-1`]);
    const job = await finished(body.id);
    one.delayMs = 60;
    expect(job.items[0]).toMatchObject({ status: 'completed', recipe: { slug: 'dish-slow-1' } });
    expect(one.requested.filter((path) => path === '/slow-1')).toHaveLength(1);
  });

  it('leaves an item handed back by a stopping worker to its next owner', async () => {
    await worker.stop();
    const { body } = await start([`${one.origin}/handed-back`]);
    const claimed = await claimNextItem(t.db.db, 'stopping-worker');
    expect(claimed?.job_id).toBe(body.id);
    if (!claimed) return;
    expect(await releaseOwnClaims(t.db.db, 'stopping-worker')).toBe(1);
    await processItem(t.db.db, claimed, context(), createLogger('silent'));
    const [item] = await t.db.db
      .select({ status: schema.importItems.status, claimed_by: schema.importItems.claimed_by })
      .from(schema.importItems)
      .where(eq(schema.importItems.id, claimed.id));
    expect(item).toEqual({ status: 'pending', claimed_by: null });
    await startWorker();
    await finished(body.id);
  });

  it('renews only the claims of the items its worker is running, so a claim it gave up on lapses', async () => {
    await worker.stop();
    const { body } = await start([`${one.origin}/renewed`, `${two.origin}/given-up`]);
    const running = await claimNextItem(t.db.db, 'this-worker');
    const givenUp = await claimNextItem(t.db.db, 'this-worker');
    if (!running || !givenUp) throw new Error('both items should be claimed');
    await t.db.db
      .update(schema.importItems)
      .set({ claimed_at: sql`now() - interval '5 minutes'` })
      .where(eq(schema.importItems.job_id, body.id));

    await renewClaims(t.db.db, 'this-worker', [running.id]);
    expect(await releaseAbandonedItems(t.db.db, 'this-worker', [running.id], 60)).toBe(1);
    const items = await t.db.db
      .select({ id: schema.importItems.id, status: schema.importItems.status })
      .from(schema.importItems)
      .where(eq(schema.importItems.job_id, body.id));
    expect(Object.fromEntries(items.map((item) => [item.id, item.status]))).toEqual({
      [running.id]: 'validating',
      [givenUp.id]: 'pending',
    });
    await releaseOwnClaims(t.db.db, 'this-worker');
    await startWorker();
    await finished(body.id);
  });

  it('finishes an item whose final write failed while the database was out of reach, and its host goes on', async () => {
    const flaky = failingFirst(2, finalWrite);
    await startWorker({}, context(), flaky.db);
    const { body } = await start([`${one.origin}/blip-1`, `${one.origin}/blip-2`]);
    const job = await finished(body.id);
    expect(flaky.failed()).toBe(2);
    expect(job.items.map((item: { status: string }) => item.status)).toEqual(['completed', 'completed']);
    expect(one.requested.filter((path) => path.startsWith('/blip-'))).toEqual(['/blip-1', '/blip-2']);
    expect((await itemsOf(body.id)).map((item) => item.attempts)).toEqual([1, 1]);
  });

  it('hands an item back when its writes fail past the retries, even when the hand-back fails too', async () => {
    // The final write fails, then the hand-back that follows it at once: only the lapsed claim is left.
    const toFailInTurn = [
      finalWrite,
      (write: Write) => isItemsUpdate(write, (fields) => fields.status === 'pending'),
    ];
    const db = withFailingWrites(t.db.db, (write) => {
      if (!toFailInTurn[0]?.(write)) return false;
      toFailInTurn.shift();
      return true;
    });
    await startWorker({ leaseSeconds: 0, retryWritesForMs: 0 }, context(), db);
    const { body } = await start([`${one.origin}/given-back-1`, `${one.origin}/given-back-2`]);
    const job = await finished(body.id);
    expect(toFailInTurn).toEqual([]);
    // Taken again once its claim lapsed: the recipe it saved the first time is its own, so it is completed.
    expect(job.items[0]).toMatchObject({
      status: 'completed',
      error: null,
      recipe: { slug: 'dish-given-back-1' },
    });
    expect(job.summary).toMatchObject({ completed: 2, skipped: 0 });
    expect(job.items[1]).toMatchObject({ status: 'completed', recipe: { slug: 'dish-given-back-2' } });
    expect((await itemsOf(body.id)).map((item) => item.attempts)).toEqual([2, 1]);
  });

  it('completes a job whose completion was lost to the database failing', async () => {
    const jobCompletion = (write: Write) =>
      write.kind === 'execute' && /update import_jobs set status = 'completed'/.test(write.sql);
    const flaky = failingFirst(1, jobCompletion);
    await startWorker({ leaseSeconds: 0, retryWritesForMs: 0 }, context(), flaky.db);
    const { body } = await start([`${one.origin}/lost-completion`]);
    const job = await finished(body.id);
    expect(flaky.failed()).toBe(1);
    expect(job.items[0]).toMatchObject({ status: 'completed' });
  });

  it('is validating while the page is judged and processing while the recipe is extracted', async () => {
    const held = await startHeldModel();
    await startWorker({}, { ...context(), ai: held.model });
    const { body } = await start([`${one.origin}/blog-sauce`]);
    const itemStatus = async () =>
      (await (await t.app.request(`/api/admin/imports/${body.id}`, asBrowser(cookie))).json()).items[0]
        .status;

    const judging = await held.nextRequest();
    expect(await itemStatus()).toBe('validating');
    judging.answer({ content: AI_VALIDATION });
    const extracting = await held.nextRequest();
    expect(await itemStatus()).toBe('processing');
    extracting.answer({ content: { ...AI_RECIPE, title: 'Sunday Sauce' } });
    const job = await finished(body.id);
    await held.served.close();
    expect(job.items[0]).toMatchObject({ status: 'completed', recipe: { slug: 'sunday-sauce' } });
  });

  it('cancels running imports before purging the recipes, so none comes back afterwards', async () => {
    await startWorker({ concurrency: 1 });
    one.delayMs = 400;
    const { body } = await start([1, 2, 3].map((n) => `${one.origin}/purged-${n}`));
    await vi.waitFor(() => expect(one.requested).toContain('/purged-1'), { timeout: 5000, interval: 20 });
    const res = await t.app.request(
      '/api/admin/purge',
      asBrowser(cookie, 'POST', { target: 'everything', confirm: 'DELETE' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ target: 'everything', cancelled_import_jobs: 1 });
    // The page in flight is answered after the purge; its recipe must not be saved.
    await new Promise((done) => setTimeout(done, 800));
    one.delayMs = 60;
    expect(await t.db.db.$count(schema.recipes)).toBe(0);
    const job = await (await t.app.request(`/api/admin/imports/${body.id}`, asBrowser(cookie))).json();
    expect(job.status).toBe('cancelled');
    expect(job.items.map((item: { status: string; error: string }) => [item.status, item.error])).toEqual(
      Array(3).fill(['error', 'Import cancelled: the recipes were purged']),
    );
    expect(one.requested.filter((path) => path.startsWith('/purged-'))).toEqual(['/purged-1']);
    const events = await (
      await t.app.request(`/api/admin/imports/${body.id}/events`, asBrowser(cookie))
    ).text();
    expect(events).toMatch(/^event: done$/m);
    await startWorker();
  });

  it('needs an admin', async () => {
    const res = await t.app.request('/api/admin/imports', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(401);
  });
});
