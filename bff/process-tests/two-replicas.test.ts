import { afterAll, beforeAll, expect, it } from 'vitest';
import { type BffProcess, startBffs } from '../src/testing/bff-process.ts';
import { ADMIN, ADMIN_ENV, signIn, startImport, waitForJob } from './support/admin-client.ts';
import { type RecipeHosts, startRecipeHosts } from './support/recipe-hosts.ts';
import {
  createScratchDatabase,
  describeWithPostgres,
  type ScratchDatabase,
} from './support/scratch-database.ts';

const LEASE_SECONDS = 5;
// More hosts than one worker takes at once (4), so both processes have items to claim.
const HOSTS = 6;
const settle = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

describeWithPostgres('two bff processes on one PostgreSQL', () => {
  let database: ScratchDatabase;
  let sites: RecipeHosts;
  let first: BffProcess;
  let second: BffProcess;
  const recipeCount = async () =>
    Number((await database.query<{ count: string }>('select count(*) from recipes'))[0]?.count);

  beforeAll(async () => {
    [database, sites] = await Promise.all([createScratchDatabase(), startRecipeHosts(HOSTS, 300)]);
    const env = {
      DATABASE_URL: database.url,
      IMPORT_ALLOW_HOSTS: sites.hosts.join(','),
      IMPORT_LEASE_SECONDS: String(LEASE_SECONDS),
      ...ADMIN_ENV,
    };
    // Started together, as replicas are: both migrate and make sure of the admin at the same time.
    [first, second] = (await startBffs(2, env)) as [BffProcess, BffProcess];
  });
  afterAll(async () => {
    await Promise.all([first?.stop('SIGKILL'), second?.stop('SIGKILL')]);
    await sites?.close();
    await database?.drop();
  });

  it('accept on one process the session the other one issued, and end it for both', async () => {
    const cookie = await signIn(first.url);
    const me = await fetch(`${second.url}/api/auth/me`, { headers: { cookie } });
    expect(await me.json()).toMatchObject({ user: { email: ADMIN.email, role: 'admin' } });

    const logout = await fetch(`${second.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin: second.url },
    });
    expect(logout.status).toBe(204);
    const after = await fetch(`${first.url}/api/auth/me`, { headers: { cookie } });
    expect(await after.json()).toEqual({ user: null });
  });

  it('process every item of an import job exactly once between their two workers', async () => {
    const urls = sites.urls('shared', 2);
    const cookie = await signIn(first.url);
    const job = await waitForJob(first.url, cookie, await startImport(first.url, cookie, urls), 40_000);

    expect(job.items.map((item) => item.status)).toEqual(urls.map(() => 'completed'));
    expect(urls.map((url) => sites.fetches.get(url))).toEqual(urls.map(() => 1));
    const claims = await database.query<{ attempts: number }>('select attempts from import_items');
    expect(claims.map((item) => item.attempts)).toEqual(urls.map(() => 1));
    expect(await recipeCount()).toBe(urls.length);
  });

  it('finish a job whose process is killed mid-way, once its claims are no longer renewed', async () => {
    const urls = sites.urls('failover', 1, 4);
    const before = await recipeCount();
    // Pages slower than the lease: a live worker has to keep renewing its claims.
    sites.delayMs = (LEASE_SECONDS + 3) * 1000;
    const jobId = await startImport(first.url, await signIn(first.url), urls);
    await settle((LEASE_SECONDS + 1.5) * 1000);
    expect(urls.map((url) => sites.fetches.get(url))).toEqual(urls.map(() => 1));

    await first.stop('SIGKILL');
    sites.delayMs = 50;
    const job = await waitForJob(second.url, await signIn(second.url), jobId, 30_000);

    expect(job.items.map((item) => item.status)).toEqual(urls.map(() => 'completed'));
    for (const url of urls) expect(sites.fetches.get(url)).toBeLessThanOrEqual(2);
    expect(await recipeCount()).toBe(before + urls.length);
  });
});
