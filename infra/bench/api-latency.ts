// API latency benchmark: generated recipes and 300 tags in PostgreSQL, the bff in its own
// process, autocannon over loopback. Prints p50/p95 and requests per second per endpoint, and
// the same statements issued directly with postgres.js as the ceiling. Not a test: it never fails on time.
//   node infra/bench/api-latency.ts   (BENCH_DATABASE_URL, BENCH_SECONDS to adjust;
//   BENCH_SIZES=10000,100000,1000000 runs every catalogue size in turn and ends with one table
//   across them (BENCH_RECIPES, default 100,000, when only one); each size has its own database,
//   BENCH_DATABASE (default vr_bench) plus the size; BENCH_REUSE=1 keeps a loaded one;
//   BENCH_LOAD_ONLY=1 loads and stops, so a later BENCH_REUSE=1 run measures on a quiet machine;
//   BENCH_CONNECTIONS, default 10, or a list (4,10) measured in turn; BENCH_ONLY=slug one endpoint;
//   BENCH_WARMUP_SECONDS, default 2, unmeasured load on each endpoint first;
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
import { type HttpTarget, measureDirect, measureHttp } from './load/measure.ts';
import { type Costed, printAcrossSizes, type SizeRun } from './load/size-table.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const list = (value: string) => value.split(',').map((item) => Number(item.replaceAll('_', '')));
const sizes = list(process.env.BENCH_SIZES ?? process.env.BENCH_RECIPES ?? '100000');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connectionCounts = list(process.env.BENCH_CONNECTIONS ?? '10');
const comparedProcesses = Number(process.env.BENCH_BFF_PROCESSES ?? 1);
// Every endpoint and direct statement runs this long unmeasured first: statements prepared, caches warm.
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const databasePrefix = process.env.BENCH_DATABASE ?? 'vr_bench';
// The direct rows use the same pool size as the bff (DATABASE_POOL_SIZE, which the bff reads too).
const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE);

/** A freshly loaded benchmark database of this size, or with BENCH_REUSE=1 one a previous run loaded. */
async function benchmarkDatabase(recipeCount: number): Promise<{ url: string; name: string }> {
  const name = `${databasePrefix}_${recipeCount}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const [existing] = await admin`select 1 from pg_database where datname = ${name}`;
  let reused = process.env.BENCH_REUSE === '1' && Boolean(existing);
  if (reused) {
    const loaded = postgres(url.toString(), { max: 1, onnotice: () => {} });
    const [row] = await loaded`select count(*)::int as n from recipes`.catch(() => [{ n: -1 }]);
    await loaded.end();
    reused = row?.n === recipeCount;
  }
  if (!reused) {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
  }
  await admin.end();
  const handle = await createDb({ databaseUrl: url.toString() });
  await handle.migrate();
  await handle.close();
  if (!reused) {
    const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
    const started = performance.now();
    await loadCatalogue(sql, recipeCount);
    await sql.end();
    const loadSeconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Loaded ${recipeCount.toLocaleString()} recipes and 300 tags in ${loadSeconds} s`);
  }
  return { url: url.toString(), name };
}

const databases = [];
for (const size of sizes) databases.push({ size, ...(await benchmarkDatabase(size)) });
if (process.env.BENCH_LOAD_ONLY === '1') process.exit(0);

const runsAcrossSizes: SizeRun[] = [];
for (const { size, url, name } of databases)
  for (const connections of connectionCounts) {
    const figures = await measureSize(size, url, name, connections);
    runsAcrossSizes.push({ size, connections, figures });
  }
printAcrossSizes(runsAcrossSizes);

interface ProcessRun {
  processes: number;
  figures: Costed[];
  restMb: number[];
  peakMb: number[];
}

/** Every endpoint and its direct statements at one catalogue size and connection count; prints its table. */
async function measureSize(
  recipeCount: number,
  databaseUrl: string,
  databaseName: string,
  connections: number,
): Promise<Costed[]> {
  const sql = postgres(databaseUrl, { max: poolSize, onnotice: () => {} });

  const { directSearch, directFilters, directRecipeBySlug } = directQueries(sql);
  const slugs = (await sql<{ slug: string }[]>`select slug from recipes order by random() limit 500`).map(
    (r) => r.slug,
  );
  let n = 0;
  const next = <T>(list: readonly T[]) => list[n++ % list.length] as T;
  const filterTags = ['dinner', 'breakfast', 'vegan', 'asian'];
  const words = dishes.map((d) => encodeURIComponent(d.split(' ')[0]?.toLowerCase() ?? d));

  const allTargets: HttpTarget[] = [
    { name: 'search, query', path: () => `/api/recipes?q=${next(words)}` },
    {
      name: 'search, filters',
      path: () => `/api/recipes?difficulty=easy&maxTime=30&maxCost=20&tags=${next(filterTags)}`,
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
        figures.push(
          await cpuPerRequest(pids, pgPids, () => measureHttp(urls, target, seconds, connections)),
        );
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
    runs.push(await runAgainst(1, warmupSeconds));
    // The ceiling: the same queries those endpoints run, issued straight through postgres.js.
    const directTargets = [
      { name: 'search, query (direct SQL)', run: () => directSearch(decodeURIComponent(next(words))) },
      { name: 'search, filters (direct SQL)', run: () => directFilters(next(filterTags)) },
      { name: 'recipe by slug (direct SQL)', run: () => directRecipeBySlug(next(slugs)) },
    ].filter((t) => wanted(t.name));
    for (const { name, run } of directTargets) {
      if (warmupSeconds > 0) await measureDirect(name, run, warmupSeconds, connections);
      direct.push(await cpuPerRequest([], pgPids, () => measureDirect(name, run, seconds, connections)));
    }
    if (comparedProcesses > 1) runs.push(await runAgainst(comparedProcesses, warmupSeconds));
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
      (r) =>
        `${`${r.processes} bff req/s`.padStart(13)}${'p95 ms'.padStart(8)}${'CPU ms bff+PG'.padStart(15)}`,
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
  return [...single.figures, ...direct];
}
