import { afterAll, beforeAll, expect, it } from 'vitest';
import { type BffProcess, startBff } from '../src/testing/bff-process.ts';
import { ADMIN_ENV, signIn, startImport, waitForJob } from './support/admin-client.ts';
import { type RecipeHosts, startRecipeHosts } from './support/recipe-hosts.ts';
import {
  createScratchDatabase,
  describeWithPostgres,
  type ScratchDatabase,
} from './support/scratch-database.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';

const settle = (ms: number) => new Promise((wait) => setTimeout(wait, ms));
/** Short, so a claim the worker holds on to for no reason would show within the test. */
const LEASE_SECONDS = 5;

describeWithPostgres('an import job whose database goes away during an item', () => {
  let database: ScratchDatabase;
  let proxy: TcpProxy;
  let sites: RecipeHosts;
  let bff: BffProcess;
  beforeAll(async () => {
    [database, sites] = await Promise.all([createScratchDatabase(), startRecipeHosts(2)]);
    const target = new URL(database.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    target.host = `127.0.0.1:${proxy.port}`;
    bff = await startBff({
      DATABASE_URL: target.toString(),
      IMPORT_ALLOW_HOSTS: sites.hosts.join(','),
      IMPORT_LEASE_SECONDS: String(LEASE_SECONDS),
      ...ADMIN_ENV,
    });
  });
  afterAll(async () => {
    await bff?.stop('SIGKILL');
    await Promise.all([proxy?.close(), sites?.close()]);
    await database?.drop();
  });

  it('finishes once PostgreSQL is back, each item processed once, the later items of each host too', async () => {
    // Two pages per host: the second of each waits for the first, which the outage interrupts.
    const urls = sites.urls('blip', 2);
    const firstOfEachHost = [urls[0], urls[2]];
    sites.delayMs = 60_000;
    const cookie = await signIn(bff.url);
    const jobId = await startImport(bff.url, cookie, urls);
    while (!firstOfEachHost.every((url) => url && sites.fetches.has(url))) await settle(100);

    // The pages arrive while PostgreSQL is gone, so every write that follows them fails at first.
    proxy.cut();
    sites.delayMs = 50;
    sites.answerWaiting();
    await settle(3000);
    proxy.restore();

    const job = await waitForJob(bff.url, cookie, jobId, 30_000);
    expect(job.items.map((item) => item.status)).toEqual(urls.map(() => 'completed'));
    expect(urls.map((url) => sites.fetches.get(url))).toEqual(urls.map(() => 1));
    const items = await database.query<{ attempts: number; claimed_by: string | null }>(
      'select attempts, claimed_by from import_items',
    );
    expect(items).toEqual(urls.map(() => ({ attempts: 1, claimed_by: null })));
    const [recipes] = await database.query<{ count: string }>('select count(*) from recipes');
    expect(Number(recipes?.count)).toBe(urls.length);
  });
});
