// Page view benchmark: what the server does for one visit to a server-rendered page. A view is the
// page's HTML, then every /api read the HTML preloads (what a browser fetches with it); the reads the
// page was rendered from are in its HTML and not fetched, as the browser does not. Prints views per second, p50/p95 of a
// whole view, the bff's and PostgreSQL's CPU per view, and the median first reads and React render of the page
// (its Server-Timing header; '-' from a server that sends none), and the share of views the bff answered
// from its page cache ('-' when it has none). BENCH_DISTINCT=1 adds a parameter of its own to every
// view's address (`?view=N`), so no view is answered from that cache: what drawing each page costs.
//   node infra/bench/page-views.ts   (BENCH_SECONDS, default 10; BENCH_CONNECTIONS, default 4;
//   BENCH_PAGE_DATABASE, default the 100,000-recipe database `BENCH_LOAD_ONLY=1 node
//   infra/bench/api-latency.ts` loads; BENCH_BFF_SERVER runs another copy of the server, e.g. an
//   older version whose repository has the same build in place)
// Needs the site built (`npm run build`).
import postgres from 'postgres';
import { startBenchBff } from './load/bff-process.ts';
import { backendPids, cpuPerRequest } from './load/cpu-cost.ts';
import { measureDirect } from './load/measure.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const databaseUrl = process.env.BENCH_PAGE_DATABASE ?? 'postgres://postgres@127.0.0.1:5432/vr_bench_100000';
const databaseName = new URL(databaseUrl).pathname.slice(1);

const PRELOADED_READ = /<link rel="preload" href="(\/api\/[^"]+)" as="fetch"/g;
const decodeHtml = (text: string) => text.replaceAll('&amp;', '&');
const TIMING = /(\w+);dur=([\d.]+)/g;
const FROM_PAGE_CACHE = /\bcache;desc="hit"/;
const distinct = process.env.BENCH_DISTINCT === '1';
let viewNumber = 0;
/** The page's address, made its own with BENCH_DISTINCT. */
const addressOf = (path: string) =>
  distinct ? `${path}${path.includes('?') ? '&' : '?'}view=${++viewNumber}` : path;

/** The Server-Timing durations of every measured page, by name (reads, render). */
let timings = new Map<string, number[]>();
let views = { all: 0, kept: 0 };
const recordTiming = (header: string | null) => {
  views = { all: views.all + 1, kept: views.kept + (FROM_PAGE_CACHE.test(header ?? '') ? 1 : 0) };
  for (const [, name = '', dur] of (header ?? '').matchAll(TIMING)) {
    timings.set(name, [...(timings.get(name) ?? []), Number(dur)]);
  }
};
const medianOf = (name: string) => {
  const values = [...(timings.get(name) ?? [])].sort((a, b) => a - b);
  return values.length ? (values[Math.floor(values.length / 2)] ?? 0).toFixed(1) : '-';
};

const keptShare = () => (views.kept === 0 ? '-' : String(Math.round((100 * views.kept) / views.all)));

const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
const [recipe] = await sql<{ slug: string }[]>`select slug from recipes order by random() limit 1`;
const [tag] = await sql<{ slug: string }[]>`
  select t.slug from tags t join recipe_tags rt on rt.tag_id = t.id group by t.slug order by count(*) desc limit 1`;
const pages = ['/search?q=chicken', '/categories', `/tag/${tag?.slug}`, `/recipe/${recipe?.slug}`];

const bff = await startBenchBff(databaseUrl);
/** One visit: the HTML, then the reads it preloads, together. */
const view = async (path: string) => {
  const page = await fetch(`${bff.url}${addressOf(path)}`);
  recordTiming(page.headers.get('server-timing'));
  const html = await page.text();
  const reads = [...html.matchAll(PRELOADED_READ)].map((match) => decodeHtml(match[1] ?? ''));
  await Promise.all(reads.map(async (read) => (await fetch(`${bff.url}${read}`)).arrayBuffer()));
  return reads.length;
};

console.log(
  `${connections} visitors at once, ${seconds} s per page, ${databaseName}${distinct ? ', every address its own' : ''}\n`,
);
console.log(
  'page                              reads  views/s   p50 ms   p95 ms  bff CPU ms  PG CPU ms  reads ms  render ms  kept %',
);
try {
  for (const path of pages) {
    const reads = await view(path);
    await measureDirect(path, () => view(path), 2, connections);
    timings = new Map();
    views = { all: 0, kept: 0 };
    const figures = await cpuPerRequest(
      [bff.child.pid as number],
      () => backendPids(sql, databaseName),
      () => measureDirect(path, () => view(path), seconds, connections),
    );
    console.log(
      `${path.slice(0, 33).padEnd(33)} ${String(reads).padStart(6)} ${String(figures.rps).padStart(8)} ${String(figures.p50).padStart(8)} ${String(figures.p95).padStart(8)} ${String(figures.bffCpuMs).padStart(11)} ${String(figures.dbCpuMs).padStart(10)} ${medianOf('reads').padStart(9)} ${medianOf('render').padStart(10)} ${keptShare().padStart(7)}`,
    );
  }
} finally {
  await bff.stop();
  await sql.end();
}
