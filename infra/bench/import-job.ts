// Bulk import benchmark: jobs of 100 and of 1,000 addresses (the corpus pages served under many
// local hosts, plus addresses that fail, never answer, redirect or repeat) through the real
// worker of a bff process on PostgreSQL, with no AI model. Prints pages per second, the most
// requests any host had in flight at once, the bff's peak memory for each job size, how late the
// job's event stream reports a finished item (p95 and worst), and whether the job's counters
// match the recipes saved.
//   node infra/bench/import-job.ts [corpus dir]   (BENCH_DATABASE_URL, BENCH_JOB_SIZES=100,1000,
//   BENCH_HOSTS=40 to adjust; BENCH_BFF_NODE_ARGS passes Node options to the bff, e.g. the
//   --max-old-space-size a container gives it: V8 grows the heap lazily where memory is plentiful,
//   so peak memory with the default heap says more about the machine than about what the job keeps)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBff } from '@viral/bff/testing';
import type { ImportSummary } from '@viral/domain';
import postgres from 'postgres';
import { startCorpusHosts } from './import-job/corpus-hosts.ts';
import { followJobEvents } from './import-job/follow-job.ts';
import { jobAddresses } from './import-job/job-addresses.ts';
import { sampleRss } from './load/bff-process.ts';
import { freshDatabase } from './load/fresh-database.ts';

const corpus =
  process.argv.slice(2).find((a) => !a.startsWith('--')) ??
  fileURLToPath(new URL('../../../shared/corpus/recipe-pages', import.meta.url));
const sizes = (process.env.BENCH_JOB_SIZES ?? '100,1000').split(',').map(Number);
const hostCount = Number(process.env.BENCH_HOSTS ?? 40);
const ADMIN = { email: 'bench@example.test', password: 'bench-admin-password' };
const databaseName = 'vr_import_bench';

const ids = (JSON.parse(readFileSync(join(corpus, 'index.json'), 'utf8')) as { id: string }[]).map(
  (e) => e.id,
);
const sites = await startCorpusHosts(corpus, ids, hostCount);

async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(ADMIN),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('vr_session='));
  if (!cookie) throw new Error(`sign-in answered ${res.status}`);
  return cookie.split(';')[0] ?? '';
}

async function runJob(size: number) {
  const databaseUrl = await freshDatabase(databaseName);
  const bff = await startBff(
    {
      DATABASE_URL: databaseUrl,
      IMPORT_ALLOW_HOSTS: sites.hosts.join(','),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    { nodeArgs: process.env.BENCH_BFF_NODE_ARGS?.split(' ').filter(Boolean) ?? [] },
  );
  const pid = bff.child.pid as number;
  try {
    const cookie = await signIn(bff.url);
    const mix = jobAddresses(size, sites.hosts, ids);
    sites.resetBusiest();
    const memory = sampleRss([pid]);
    const started = performance.now();
    const res = await fetch(`${bff.url}/api/admin/imports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: bff.url, cookie },
      body: JSON.stringify({ urls: mix.urls }),
    });
    if (res.status !== 202) throw new Error(`import answered ${res.status}: ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    const followed = followJobEvents(bff.url, cookie, id);
    await followed.done;
    const seconds = (performance.now() - started) / 1000;
    const [peakMb] = memory.stop();

    const job = (await (
      await fetch(`${bff.url}/api/admin/imports/${id}`, { headers: { cookie } })
    ).json()) as {
      folded: number;
      summary: ImportSummary;
      items: { status: string; recipe: { id: string } | null }[];
    };
    const sql = postgres(databaseUrl, { max: 1 });
    const [{ count } = { count: '0' }] = await sql<{ count: string }[]>`select count(*) from recipes`;
    await sql.end();
    const { summary } = job;
    // The duplicate lines are folded before the job starts; every other line is counted once.
    const countersMatch =
      summary.total === size - job.folded &&
      job.folded === mix.duplicates &&
      summary.completed + summary.errors + summary.skipped + summary.already_imported === summary.total &&
      summary.completed === Number(count);
    const busiestHost = sites.busiestHost();
    return {
      size,
      mix,
      seconds,
      peakMb,
      summary,
      saved: Number(count),
      countersMatch,
      busiestHost,
      followed,
    };
  } catch (error) {
    // A bff that died mid-job (out of memory under a small heap, say) is the finding: say why.
    const stillRunning = new Promise<'running'>((done) => setTimeout(() => done('running'), 1000));
    const exit = await Promise.race([bff.exited, stillRunning]);
    if (exit !== 'running') {
      throw new Error(
        `the bff exited (${exit ?? 'signal'}) during the ${size}-address job:\n${bff.output()}`,
      );
    }
    throw error;
  } finally {
    await bff.stop();
  }
}

const lag = (lags: number[], quantile: number) => {
  const sorted = [...lags].sort((a, b) => a - b);
  const at = sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)] ?? 0;
  return `${(at / 1000).toFixed(1)} s`;
};

console.log(`${ids.length} corpus pages over ${hostCount} local hosts; no AI model\n`);
const rows = [];
for (const size of sizes) rows.push(await runJob(size));
await sites.close();

console.log(
  'addresses  pages/s  seconds  completed  skipped  errors  saved  counters  most in flight per host  peak RSS  reported after (p95, worst)',
);
for (const r of rows) {
  console.log(
    [
      String(r.size).padStart(9),
      (r.size / r.seconds).toFixed(1).padStart(7),
      r.seconds.toFixed(0).padStart(7),
      String(r.summary.completed).padStart(9),
      String(r.summary.skipped).padStart(7),
      String(r.summary.errors).padStart(6),
      String(r.saved).padStart(5),
      (r.countersMatch ? 'match' : 'DIFFER').padStart(8),
      String(r.busiestHost).padStart(24),
      `${r.peakMb} MB`.padStart(8),
      `${lag(r.followed.reportLagsMs, 0.95)}, ${lag(r.followed.reportLagsMs, 1)}`.padStart(24),
    ].join('  '),
  );
}
const last = rows.at(-1);
if (last)
  console.log(
    `\nthe ${last.size}-address list held ${last.mix.redirects} redirects, ${last.mix.duplicates} duplicates, ` +
      `${last.mix.failing} missing or failing pages and ${last.mix.hanging} that never answer`,
  );
