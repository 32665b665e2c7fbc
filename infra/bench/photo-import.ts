// Photo import benchmark, through a bff process on PostgreSQL and a local HTTPS recipe site:
// - import throughput with image processing on (BENCH_IMPORTS pages, default 100, each naming its own
//   1600 x 1000 JPEG, fetched, resized and stored at import) and off (as many pages of the same
//   kind naming no photo, so nothing is fetched or processed), in pages per second;
// - the bff's peak RSS while the backfill (System Utilities' action, 3 recipes a request) stores
//   BENCH_BACKFILL photos (default 1,000) of recipes that only had their address.
// Not a test: it never fails on time.
//   node infra/bench/photo-import.ts   (BENCH_DATABASE_URL: a PostgreSQL server)
import { createDb, schema } from '@viral/db';
import { sampleRss } from './load/bff-process.ts';
import { startPhotoBff } from './photo-bff.ts';
import { startPhotoSite } from './photo-site.ts';

const imports = Number(process.env.BENCH_IMPORTS ?? 100);
const backfill = Number(process.env.BENCH_BACKFILL ?? 1000);

const site = await startPhotoSite();
const app = await startPhotoBff('vr_photo_import_bench', [site.host]);
const pid = app.bff.child.pid as number;
try {
  console.log(`source photos: 1600 x 1000 JPEG of ${(site.photoBytes / 1024).toFixed(0)} KiB, each distinct`);
  const runJob = async (label: string, urls: string[]) => {
    const memory = sampleRss([pid]);
    const { seconds, statuses } = await app.importJob(urls);
    const [peak] = memory.stop();
    console.log(
      `${label.padEnd(28)} ${urls.length} pages in ${seconds.toFixed(1)} s = ${(urls.length / seconds).toFixed(2)} pages/s  ` +
        `${JSON.stringify(statuses)}  bff peak RSS ${peak} MB`,
    );
  };
  // Off first, then on: a warm bff would flatter whichever ran second.
  await runJob(
    'photos off (no image named)',
    Array.from({ length: imports }, (_, n) => `${site.base}/plain/${100_000 + n}`),
  );
  await runJob(
    'photos on (fetch + store)',
    Array.from({ length: imports }, (_, n) => `${site.base}/recipe/${n}`),
  );
  const counts = await (await app.admin('/api/admin/photos')).json();
  console.log(`photos after the imports: ${JSON.stringify(counts)}`);

  if (backfill > 0) {
    // Recipes imported before photos were stored: only their addresses, each a distinct photo.
    const handle = await createDb({ databaseUrl: app.databaseUrl });
    for (let start = 0; start < backfill; start += 500)
      await handle.db.insert(schema.recipes).values(
        Array.from({ length: Math.min(500, backfill - start) }, (_, i) => ({
          slug: `backfill-photo-${start + i}`,
          title: `Backfill photo ${start + i}`,
          image_url: `${site.base}/photos/${200_000 + start + i}.jpg`,
        })),
      );
    await handle.close();
    const memory = sampleRss([pid]);
    const startRss = memory.stop()[0];
    const during = sampleRss([pid]);
    const started = performance.now();
    const outcomes: Record<string, number> = {};
    let after: string | null = null;
    let steps = 0;
    do {
      const res = await app.admin('/api/admin/photos/backfill', { method: 'POST', body: { after } });
      const step = (await res.json()) as { results: { outcome: string }[]; next_after: string | null };
      for (const { outcome } of step.results) outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      after = step.next_after;
      if (++steps % 50 === 0)
        console.log(`  backfill: ${steps * 3} recipes, bff RSS ${sampleRss([pid]).stop()[0]} MB`);
    } while (after);
    const seconds = (performance.now() - started) / 1000;
    const [peak] = during.stop();
    console.log(
      `backfill of ${backfill} photos: ${seconds.toFixed(0)} s = ${(backfill / seconds).toFixed(2)} photos/s  ` +
        `${JSON.stringify(outcomes)}  bff RSS ${startRss} MB before, peak ${peak} MB`,
    );
  }
} finally {
  await app.stop();
  await site.close();
}
