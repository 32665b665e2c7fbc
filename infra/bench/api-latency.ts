// API latency benchmark: 100,000 generated recipes and 300 tags in PostgreSQL, the bff in its own
// process, autocannon over loopback. Prints p50/p95 and requests per second per endpoint, and
// the same search issued directly with postgres.js as the ceiling. Not a test: it never fails on time.
//   node infra/bench/api-latency.ts   (BENCH_DATABASE_URL, BENCH_RECIPES, BENCH_SECONDS to adjust;
//   BENCH_REUSE=1 keeps the loaded database; BENCH_CONNECTIONS, default 10; BENCH_ONLY=slug one endpoint;
//   DATABASE_POOL_SIZE, default 10 as in the bff, for the bff's pool and the direct rows' alike)
// BENCH_BFF_PROCESSES=2 also runs the endpoints against two bff processes on the same
// PostgreSQL (connections spread evenly over both) and reports each process's memory.
// Every row also gives the CPU time per request of the bff and of PostgreSQL (from /proc), which
// stays meaningful when other work shares the machine. BENCH_BFF_SERVER runs another copy of
// bff/src/server.ts (an older version, to compare); BENCH_BFF_NODE_ARGS="--cpu-prof" profiles it.
import type { BffProcess } from '@viral/bff/testing';
import { createDb, DEFAULT_POOL_SIZE } from '@viral/db';
import postgres from 'postgres';
import { loadCatalogue } from './catalogue/load.ts';
import { dishes } from './catalogue/words.ts';
import { rssMb, sampleRss, startBenchBff } from './load/bff-process.ts';
import { backendPids, cpuPerRequest } from './load/cpu-cost.ts';
import { directQueries } from './load/direct-queries.ts';
import { type Figures, type HttpTarget, measureDirect, measureHttp } from './load/measure.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const recipeCount = Number(process.env.BENCH_RECIPES ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const comparedProcesses = Number(process.env.BENCH_BFF_PROCESSES ?? 1);
const databaseName = 'vr_bench';

/** A fresh benchmark database, or with BENCH_REUSE=1 the one a previous run loaded. */
async function benchmarkDatabase(): Promise<{ url: string; reused: boolean }> {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const [existing] = await admin`select 1 from pg_database where datname = ${databaseName}`;
  const reused = process.env.BENCH_REUSE === '1' && Boolean(existing);
  if (!reused) {
    await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
    await admin.unsafe(`create database ${databaseName}`);
  }
  await admin.end();
  return { url: url.toString(), reused };
}

const { url: databaseUrl, reused } = await benchmarkDatabase();
const handle = await createDb({ databaseUrl });
await handle.migrate();
await handle.close();
// The direct rows use the same pool size as the bff (DATABASE_POOL_SIZE, which the bff reads too).
const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE);
const sql = postgres(databaseUrl, { max: poolSize, onnotice: () => {} });
const started = performance.now();
if (!reused) {
  await loadCatalogue(sql, recipeCount);
  const loadSeconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Loaded ${recipeCount.toLocaleString()} recipes and 300 tags in ${loadSeconds} s`);
}

const { directSearch, directRecipeBySlug } = directQueries(sql);
const slugs = (await sql<{ slug: string }[]>`select slug from recipes order by random() limit 500`).map(
  (r) => r.slug,
);
let n = 0;
const next = <T>(list: readonly T[]) => list[n++ % list.length] as T;
const words = dishes.map((d) => encodeURIComponent(d.split(' ')[0]?.toLowerCase() ?? d));

const allTargets: HttpTarget[] = [
  { name: 'search, query', path: () => `/api/recipes?q=${next(words)}` },
  {
    name: 'search, filters',
    path: () =>
      `/api/recipes?difficulty=easy&maxTime=30&maxCost=20&tags=${next(['dinner', 'breakfast', 'vegan', 'asian'])}`,
  },
  {
    name: 'sitewide feed',
    method: 'POST',
    path: () => '/api/feed',
    body: () => JSON.stringify({ categories: ['Dinner'], limit: 20 }),
  },
  { name: 'recipe by slug', path: () => `/api/recipes/${next(slugs)}` },
  // What a browser asks for: the same answer gzip-compressed.
  {
    name: 'recipe by slug, gzip',
    path: () => `/api/recipes/${next(slugs)}`,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  },
];
// BENCH_ONLY="recipe by slug" measures only the endpoints whose names contain it (and their direct SQL).
const only = process.env.BENCH_ONLY;
const wanted = (name: string) => !only || name.includes(only);
const targets = allTargets.filter((t) => wanted(t.name));

type Costed = Figures & { bffCpuMs?: number; dbCpuMs?: number };

interface ProcessRun {
  processes: number;
  figures: Costed[];
  restMb: number[];
  peakMb: number[];
}

/** Every target against `count` bff processes; memory at rest (after start) and at peak under load. */
async function runAgainst(count: number, warmupSeconds: number): Promise<ProcessRun> {
  const bffs: BffProcess[] = [];
  try {
    for (let i = 0; i < count; i++) bffs.push(await startBenchBff(databaseUrl));
    const pids = bffs.map((bff) => bff.child.pid as number);
    const restMb = pids.map(rssMb);
    const urls = bffs.map((bff) => bff.url);
    if (warmupSeconds > 0)
      for (const target of targets) await measureHttp(urls, target, warmupSeconds, connections);
    const sampler = sampleRss(pids);
    const figures: Costed[] = [];
    for (const target of targets) {
      figures.push(await cpuPerRequest(pids, pgPids, () => measureHttp(urls, target, seconds, connections)));
    }
    return { processes: count, figures, restMb, peakMb: sampler.stop() };
  } finally {
    await Promise.all(bffs.map((bff) => bff.stop()));
  }
}

const row = (r: Costed) =>
  `${r.name.padEnd(30)} ${String(r.rps).padStart(6)} ${String(r.p50).padStart(9)} ${String(r.p95).padStart(8)} ${String(r.errors).padStart(8)} ${String(r.bffCpuMs ?? '').padStart(11)} ${String(r.dbCpuMs ?? '').padStart(10)}`;

const runs: ProcessRun[] = [];
const direct: Costed[] = [];
const pgPids = () => backendPids(sql, databaseName);
try {
  // Comparing process counts, each configuration gets the same short warm-up first.
  const warmup = comparedProcesses > 1 ? 2 : 0;
  runs.push(await runAgainst(1, warmup));
  // The ceiling: the same queries those endpoints run, issued straight through postgres.js.
  const directTargets = [
    { name: 'search, query (direct SQL)', run: () => directSearch(decodeURIComponent(next(words))) },
    { name: 'recipe by slug (direct SQL)', run: () => directRecipeBySlug(next(slugs)) },
  ].filter((t) => wanted(t.name));
  for (const { name, run } of directTargets) {
    direct.push(await cpuPerRequest([], pgPids, () => measureDirect(name, run, seconds, connections)));
  }
  if (comparedProcesses > 1) runs.push(await runAgainst(comparedProcesses, warmup));
} finally {
  await sql.end();
}

const [single] = runs as [ProcessRun, ...ProcessRun[]];
console.log(
  `\n${recipeCount.toLocaleString()} recipes, ${seconds} s per endpoint, ${connections} connections, loopback, one bff process, pool of ${poolSize}\n`,
);
console.log('endpoint                        req/s    p50 ms   p95 ms   errors  bff CPU ms  PG CPU ms');
for (const r of [...single.figures, ...direct]) console.log(row(r));

if (runs.length > 1) {
  console.log(
    `\nOne bff process against ${comparedProcesses}, same PostgreSQL, ${connections} connections spread evenly\n`,
  );
  const header = runs.map(
    (r) => `${`${r.processes} bff req/s`.padStart(13)}${'p95 ms'.padStart(8)}${'CPU ms bff+PG'.padStart(15)}`,
  );
  console.log(`${'endpoint'.padEnd(18)}${header.join('')}`);
  single.figures.forEach((figure, i) => {
    const cells = runs.map((r) => {
      const f = r.figures[i] as Costed;
      return `${String(f.rps).padStart(13)}${String(f.p95).padStart(8)}${`${f.bffCpuMs}+${f.dbCpuMs}`.padStart(15)}`;
    });
    console.log(`${figure.name.padEnd(18)}${cells.join('')}`);
  });
  console.log('\nResident memory (VmRSS) per bff process, MB: at rest after start / peak under load');
  for (const r of runs) {
    const perProcess = r.restMb.map((rest, i) => `${rest} / ${r.peakMb[i]}`).join(', ');
    console.log(`${String(r.processes).padStart(2)} process(es): ${perProcess}`);
  }
}
