// Popular's window benchmark: 100,000 generated recipes in PostgreSQL with hourly view counts for
// the last 48 hours (BENCH_VIEWED_PER_HOUR recipes viewed in each hour, default 5,000, so about
// 120,000 rows inside the 24-hour window), then the home page's Popular read as the bff runs it,
// and the hourly upsert a counted view adds. Prints p50/p95; not a test, it never fails on time.
//   node infra/bench/popular-window.ts   (BENCH_DATABASE_URL, BENCH_RECIPES, BENCH_VIEWED_PER_HOUR, BENCH_RUNS)
import { findPopularRecipes } from '@viral/bff/popular-recipes';
import { createDb } from '@viral/db';
import { HOME_POPULAR_COUNT } from '@viral/domain';
import postgres from 'postgres';
import { loadCatalogue } from './catalogue/load.ts';
import { freshDatabase } from './load/fresh-database.ts';

const recipeCount = Number(process.env.BENCH_RECIPES ?? 100_000);
const viewedPerHour = Number(process.env.BENCH_VIEWED_PER_HOUR ?? 5_000);
const runs = Number(process.env.BENCH_RUNS ?? 200);
const databaseName = 'vr_bench_popular';

const databaseUrl = await freshDatabase(databaseName);

const handle = await createDb({ databaseUrl: databaseUrl });
await handle.migrate();
const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
try {
  await loadCatalogue(sql, recipeCount);
  // Each hour a random set of recipes got between 1 and 50 views.
  await sql`
    insert into recipe_view_hours (recipe_id, hour, views)
    select r.id, date_trunc('hour', now(), 'UTC') - make_interval(hours => h), 1 + (random() * 49)::int
    from generate_series(0, 47) h
    cross join lateral (select id from recipes order by random() limit ${viewedPerHour}) r`;
  await sql`vacuum analyze recipe_view_hours`;
  const [counts] = await sql<{ rows: number; inWindow: number }[]>`
    select count(*)::int as rows, count(*) filter (where hour > now() - interval '24 hours')::int as "inWindow"
    from recipe_view_hours`;

  const time = async (run: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) =>
      (times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0).toFixed(2);
    return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`;
  };
  await findPopularRecipes(handle.db, HOME_POPULAR_COUNT); // warm-up, and the hourly prune
  const popular = await time(() => findPopularRecipes(handle.db, HOME_POPULAR_COUNT));
  const ids = (await sql<{ id: string }[]>`select id from recipes order by random() limit ${runs}`).map(
    (r) => r.id,
  );
  let n = 0;
  const upsert = await time(
    () => sql`
      insert into recipe_view_hours (recipe_id, hour, views)
      values (${ids[n++ % ids.length] as string}, date_trunc('hour', now(), 'UTC'), 1)
      on conflict (recipe_id, hour) do update set views = recipe_view_hours.views + 1`,
  );
  console.log(
    `\n${recipeCount.toLocaleString()} recipes; ${counts?.rows.toLocaleString()} hourly rows, ${counts?.inWindow.toLocaleString()} in the 24-hour window; ${runs} runs each, one at a time\n`,
  );
  console.log(`Popular (8, with its recipes):   ${popular}`);
  console.log(`hourly upsert of a counted view: ${upsert}`);
} finally {
  await sql.end();
  await handle.close();
}
