// Issue 3's benchmark: 100,000 generated recipes and 300 tags in PostgreSQL, the bff in its own
// process, autocannon over loopback. Prints p50/p95 and requests per second per endpoint, and
// the same search issued directly with postgres.js as the ceiling. Not a test: it never fails on time.
//   node infra/bench/api-latency.ts   (BENCH_DATABASE_URL, BENCH_RECIPES, BENCH_SECONDS to adjust)
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createDb } from '@viral/db';
import postgres from 'postgres';
import { loadCatalogue } from './catalogue/load.ts';
import { dishes } from './catalogue/words.ts';
import { directQueries } from './load/direct-queries.ts';
import { type Figures, measureDirect, measureHttp } from './load/measure.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const recipeCount = Number(process.env.BENCH_RECIPES ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = 3900;
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

async function startBff(databaseUrl: string): Promise<ChildProcess> {
  const bff = spawn(process.execPath, [fileURLToPath(new URL('../../bff/src/server.ts', import.meta.url))], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return bff;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the bff did not become ready');
}

const { url: databaseUrl, reused } = await benchmarkDatabase();
const handle = await createDb({ databaseUrl });
await handle.migrate();
await handle.close();
const sql = postgres(databaseUrl, { max: 10, onnotice: () => {} });
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

const bff = await startBff(databaseUrl);
const base = `http://127.0.0.1:${port}`;
const results: Figures[] = [];
try {
  for (const target of [
    { name: 'search, query', path: () => `/api/recipes?q=${next(words)}` },
    {
      name: 'search, filters',
      path: () =>
        `/api/recipes?difficulty=easy&maxTime=30&maxCost=20&tags=${next(['dinner', 'breakfast', 'vegan', 'asian'])}`,
    },
    {
      name: 'sitewide feed',
      method: 'POST' as const,
      path: () => '/api/feed',
      body: () => JSON.stringify({ categories: ['Dinner'], limit: 20 }),
    },
    { name: 'recipe by slug', path: () => `/api/recipes/${next(slugs)}` },
  ]) {
    results.push(await measureHttp(base, target, seconds));
  }
  // The ceiling: the same queries those endpoints run, issued straight through postgres.js.
  results.push(
    await measureDirect(
      'search, query (direct SQL)',
      () => directSearch(decodeURIComponent(next(words))),
      seconds,
    ),
  );
  results.push(
    await measureDirect('recipe by slug (direct SQL)', () => directRecipeBySlug(next(slugs)), seconds),
  );
} finally {
  bff.kill('SIGTERM');
  await sql.end();
}
console.log(
  `\n${recipeCount.toLocaleString()} recipes, ${seconds} s per endpoint, 10 connections, loopback\n`,
);
console.log('endpoint                        req/s    p50 ms   p95 ms   errors');
for (const r of results) {
  console.log(
    `${r.name.padEnd(30)} ${String(r.rps).padStart(6)} ${String(r.p50).padStart(9)} ${String(r.p95).padStart(8)} ${String(r.errors).padStart(8)}`,
  );
}
