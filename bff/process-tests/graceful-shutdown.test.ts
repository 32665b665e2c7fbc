import { afterAll, beforeAll, expect, it } from 'vitest';
import { type BffProcess, startBffs } from '../src/testing/bff-process.ts';
import { ADMIN_ENV, adminFetch, signIn, startImport, waitForJob } from './support/admin-client.ts';
import { type RecipeHosts, startRecipeHosts } from './support/recipe-hosts.ts';
import {
  createScratchDatabase,
  describeWithPostgres,
  type ScratchDatabase,
} from './support/scratch-database.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';

const settle = (ms: number) => new Promise((wait) => setTimeout(wait, ms));
/** Far longer than the job takes, so only a hand-over (not the lease running out) lets it finish in time. */
const LEASE_SECONDS = 120;

describeWithPostgres('a bff stopped with SIGTERM', () => {
  let database: ScratchDatabase;
  let proxy: TcpProxy;
  let sites: RecipeHosts;
  let stopping: BffProcess;
  let other: BffProcess;
  beforeAll(async () => {
    [database, sites] = await Promise.all([createScratchDatabase(), startRecipeHosts(4)]);
    const target = new URL(database.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    target.host = `127.0.0.1:${proxy.port}`;
    const env = {
      DATABASE_URL: target.toString(),
      IMPORT_ALLOW_HOSTS: sites.hosts.join(','),
      IMPORT_LEASE_SECONDS: String(LEASE_SECONDS),
      ...ADMIN_ENV,
    };
    [stopping, other] = (await startBffs(2, env)) as [BffProcess, BffProcess];
  });
  afterAll(async () => {
    await Promise.all([stopping?.stop('SIGKILL'), other?.stop('SIGKILL')]);
    await Promise.all([proxy?.close(), sites?.close()]);
    await database?.drop();
  });

  it('hands its import items back, so the other process finishes them without waiting for the lease', async () => {
    const urls = sites.urls('handover', 1);
    sites.delayMs = 60_000;
    const cookie = await signIn(stopping.url);
    const jobId = await startImport(stopping.url, cookie, urls);
    while (sites.fetches.size < urls.length) await settle(100);
    // An admin following the job must not hold the process open until it is killed.
    const following = await adminFetch(stopping.url, cookie, `/api/admin/imports/${jobId}/events`);
    const streamEnded = following.text();

    expect(await stopping.stop('SIGTERM')).toBe(0);
    expect(await streamEnded).toContain('event: job');
    // Pages answer promptly from now on, including any the other process was already waiting for.
    sites.delayMs = 50;
    sites.answerWaiting();
    const job = await waitForJob(other.url, await signIn(other.url), jobId, 30_000);
    expect(job.items.map((item) => item.status)).toEqual(urls.map(() => 'completed'));
    const [recipes] = await database.query<{ count: string }>('select count(*) from recipes');
    expect(Number(recipes?.count)).toBe(urls.length);
  });

  it('finishes the requests in flight, refuses new connections and exits 0', async () => {
    // Long enough for the requests to be in flight at the signal; every round trip pays it, so a
    // request takes seconds, which must stay well inside the bff's 10 s forced exit.
    proxy.delayAnswers(700);
    const inFlight = Array.from({ length: 4 }, () => fetch(`${other.url}/api/recipes/popular`));
    await settle(300);
    other.child.kill('SIGTERM');
    await settle(300);
    await expect(fetch(`${other.url}/api/recipes/popular`)).rejects.toThrow();

    const answers = await Promise.all(inFlight);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(await other.exited).toBe(0);
  });
});
