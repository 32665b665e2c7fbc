import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BffProcess, startBff } from '../src/testing/bff-process.ts';
import { ADMIN_ENV, adminFetch, signIn, startImport, waitForJob } from './support/admin-client.ts';
import {
  type Answer,
  newVisitor,
  startTraffic,
  type Traffic,
  visitorRequest,
  WRITES,
} from './support/mixed-traffic.ts';
import {
  canCreateClusters,
  createOwnCluster,
  type OwnCluster,
  type StopMode,
} from './support/own-cluster.ts';
import { type RecipeHosts, startRecipeHosts } from './support/recipe-hosts.ts';

const CLUSTER = { name: 'chaos', port: 5499 };
/** Mostly short stops, one long, both shutdown modes: about 30 s of outage in all. */
const OUTAGES: { mode: StopMode; seconds: number }[] = [
  { mode: 'fast', seconds: 1 },
  { mode: 'immediate', seconds: 2 },
  { mode: 'fast', seconds: 20 },
  { mode: 'immediate', seconds: 1.5 },
  { mode: 'fast', seconds: 3 },
];
/** Reads are served again this soon after PostgreSQL accepts connections. */
const RECOVERY_MS = 1000;
/** Pages arrive slowly, so the import job is in flight while PostgreSQL stops and starts. */
const IMPORT = { hosts: 3, pagesPerHost: 6, pageDelayMs: 1500 };

type Counts = Record<string, { likes: number; saves: number; views: number; shares: number }>;

function describeWithClusters(name: string, suite: () => void): void {
  if (canCreateClusters) {
    describe(name, suite);
    return;
  }
  console.warn(`skipped "${name}": it needs root and pg_createcluster to run a PostgreSQL of its own`);
  describe.skip(name, suite);
}

describeWithClusters('a bff whose PostgreSQL is stopped again and again under load', () => {
  let cluster: OwnCluster;
  let sites: RecipeHosts;
  let bff: BffProcess;
  let faultLines = 0;
  beforeAll(async () => {
    [cluster, sites] = await Promise.all([
      createOwnCluster(CLUSTER.name, CLUSTER.port),
      startRecipeHosts(IMPORT.hosts, IMPORT.pageDelayMs),
    ]);
  });
  afterAll(async () => {
    await bff?.stop('SIGKILL');
    await sites?.close();
    await cluster?.drop();
  });

  const alive = () => expect(bff.child.exitCode, bff.output()).toBeNull();
  const expectUnavailable = (res: Response) => {
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  };

  it('starts before its database, then survives five stops, each write that succeeded stored once', async () => {
    // Started while the cluster is down: alive, not ready, every API route 503.
    bff = await startBff(
      {
        DATABASE_URL: cluster.url,
        DEMO: 'true',
        IMPORT_ALLOW_HOSTS: sites.hosts.join(','),
        VISITOR_WRITES_PER_MINUTE: '1000000',
        ...ADMIN_ENV,
      },
      { waitFor: '/healthz' },
    );
    bff.child.stdout?.on('data', (chunk: Buffer) => {
      faultLines += (chunk.toString().match(/still serving/g) ?? []).length;
    });
    expectUnavailable(await fetch(`${bff.url}/readyz`));
    expectUnavailable(await fetch(`${bff.url}/api/recipes`));
    expect((await fetch(`${bff.url}/healthz`)).status).toBe(200);

    await cluster.start();
    await waitUntil(async () => (await fetch(`${bff.url}/readyz`)).status === 200, 60_000);
    expect(bff.output()).toContain('database not answering; start-up steps will be retried');

    const list = (await (await fetch(`${bff.url}/api/recipes?limit=20`)).json()) as {
      items: { id: string }[];
    };
    const recipes = list.items.map((item) => item.id);
    const countsBefore = await countsByRecipe(cluster);
    const cookie = await signIn(bff.url);
    const urls = sites.urls('chaos', IMPORT.pagesPerHost);
    const jobId = await startImport(bff.url, cookie, urls);
    const traffic = startTraffic(bff.url, recipes);
    await sleep(2000);

    const recoveries: number[] = [];
    const bursts: Traffic[] = [];
    for (const outage of OUTAGES) {
      // A burst of writes, so that transactions are between statements when PostgreSQL goes.
      const burst = startTraffic(bff.url, recipes, { workers: 12, pauseMs: 0, kinds: WRITES });
      bursts.push(burst);
      await sleep(300);
      await cluster.stop(outage.mode);
      const stoppedAt = Date.now();
      await burst.stop();
      expectUnavailable(await fetch(`${bff.url}/readyz`));
      expectUnavailable(await visitorRequest(bff.url, 'read', recipes[0] ?? '', newVisitor()));
      expectUnavailable(await visitorRequest(bff.url, 'like', recipes[0] ?? '', newVisitor()));
      await sleep(Math.max(0, outage.seconds * 1000 - (Date.now() - stoppedAt)));
      alive();

      await cluster.start();
      const backAt = Date.now();
      await waitUntil(async () => {
        const res = await visitorRequest(bff.url, 'read', recipes[0] ?? '', newVisitor());
        return res.status === 200;
      }, 10_000);
      recoveries.push(Date.now() - backAt);
      await sleep(1500);
    }
    await traffic.stop();
    alive();
    expect(Math.max(...recoveries), `ms to serve reads after each restart: ${recoveries}`).toBeLessThan(
      RECOVERY_MS,
    );
    expect(faultLines, 'faults no caller caught').toBe(0);

    const answers = [traffic, ...bursts].flatMap((run) => run.answers);
    expectOnlySuccessOrRetryLater(answers);
    await expectEachSuccessfulWriteStoredOnce(cluster, answers);
    await expectCountersMatchRows(cluster, countsBefore);

    sites.answerWaiting();
    sites.delayMs = 0;
    const job = await waitForJob(bff.url, cookie, jobId, 30_000);
    expect(job.items.map((item) => item.status)).toEqual(urls.map(() => 'completed'));
    const detail = (await (await adminFetch(bff.url, cookie, `/api/admin/imports/${jobId}`)).json()) as {
      summary: Record<string, number>;
    };
    const rows = await cluster.query<{ status: string; recipes: number; items: number }>(
      `select status, count(distinct recipe_id)::int as recipes, count(*)::int as items
       from import_items where job_id = $1 group by status`,
      [jobId],
    );
    expect(rows).toEqual([{ status: 'completed', recipes: urls.length, items: urls.length }]);
    expect(detail.summary).toMatchObject({
      total: urls.length,
      processed: urls.length,
      completed: urls.length,
      errors: 0,
      skipped: 0,
    });
    const [imported] = await cluster.query<{ count: number }>(
      'select count(*)::int as count from recipes where id in (select recipe_id from import_items where job_id = $1)',
      [jobId],
    );
    expect(imported?.count).toBe(urls.length);
    alive();
  }, 240_000);
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`not so after ${timeoutMs} ms`);
    await sleep(25);
  }
}

/** Every answer was a success, or a 503 that says when to try again: never a 500, never a dropped connection. */
function expectOnlySuccessOrRetryLater(answers: Answer[]) {
  const wrong = answers.filter(
    (answer) => answer.status !== 200 && !(answer.status === 503 && Number(answer.retryAfter) > 0),
  );
  expect(wrong).toEqual([]);
  const served = answers.filter((answer) => answer.status === 200);
  const refused = answers.filter((answer) => answer.status === 503);
  expect(served.length).toBeGreaterThan(100);
  expect(refused.length).toBeGreaterThan(0);
}

const ROWS_OF = {
  like: "select visitor_key from recipe_interactions where interaction_type = 'like'",
  save: "select visitor_key from recipe_interactions where interaction_type = 'save'",
  view: 'select visitor_key from recipe_views',
  share: 'select visitor_key from recipe_shares',
} as const;

async function expectEachSuccessfulWriteStoredOnce(cluster: OwnCluster, answers: Answer[]) {
  for (const [kind, rowsOf] of Object.entries(ROWS_OF)) {
    const succeeded = answers.filter((answer) => answer.kind === kind && answer.status === 200);
    const stored = await cluster.query<{ visitor_key: string; rows: number }>(
      `select visitor_key, count(*)::int as rows from (${rowsOf}) as marks
       where visitor_key = any($1) group by visitor_key`,
      [succeeded.map((answer) => `session:${answer.visitor}`)],
    );
    expect(stored.length, `${kind}s answered 200 and stored`).toBe(succeeded.length);
    expect(stored.every((row) => row.rows === 1)).toBe(true);
  }
}

async function countsByRecipe(cluster: OwnCluster): Promise<Counts> {
  const rows = await cluster.query<Counts[string] & { recipe_id: string }>(
    'select recipe_id, likes, saves, views, shares from recipe_stats',
  );
  return Object.fromEntries(rows.map(({ recipe_id, ...counts }) => [recipe_id, counts]));
}

/** Each recipe's counters went up by exactly the rows the visitors left, whichever answers they got. */
async function expectCountersMatchRows(cluster: OwnCluster, before: Counts) {
  const after = await countsByRecipe(cluster);
  const rows = await cluster.query<{ recipe_id: string; kind: keyof Counts[string]; rows: number }>(
    `select recipe_id, kind, count(*)::int as rows from (
       select recipe_id, interaction_type || 's' as kind, visitor_key from recipe_interactions
       union all select recipe_id, 'views', visitor_key from recipe_views
       union all select recipe_id, 'shares', visitor_key from recipe_shares
     ) as marks where visitor_key like 'session:chaos-visitor-%' group by recipe_id, kind`,
  );
  const added: Counts = {};
  for (const [recipe, counts] of Object.entries(after)) {
    const was = before[recipe] ?? { likes: 0, saves: 0, views: 0, shares: 0 };
    added[recipe] = {
      likes: counts.likes - was.likes,
      saves: counts.saves - was.saves,
      views: counts.views - was.views,
      shares: counts.shares - was.shares,
    };
  }
  const expected: Counts = Object.fromEntries(
    Object.keys(after).map((recipe) => [recipe, { likes: 0, saves: 0, views: 0, shares: 0 }]),
  );
  for (const row of rows) {
    const counts = expected[row.recipe_id];
    if (counts) counts[row.kind] = row.rows;
  }
  expect(added).toEqual(expected);
}
