// Photo bounds benchmark, through bff processes and local recipe sites (plain HTTP, one "host"
// per port, as a bulk job spreads over sites):
// - the bff's resting RSS on the embedded database (demo catalogue, as `npm start`) and on PostgreSQL;
// - its peak RSS, alone and with its photo workers, while importing 20 hostile photos (16-bit RGBA
//   decompression bombs, giant dimensions, a JPEG header claiming 60,000 × 60,000, 48 MB RGBA PNGs
//   just under the decoded-bytes limit) and a backfill that tries them again, each refusal's reason,
//   and its RSS once it has rested again;
// - a BENCH_IMPORTS-address job (default 1,000) over BENCH_HOSTS sites (default 40) with photos (each
//   page its own 1600 x 1000 JPEG) against the same job naming no photos, in pages per second, and how
//   far the background pass has got with the remaining formats BENCH_FINISH_WAIT_S (default 120) later.
// Not a test: it never fails on time or memory.
//   node infra/bench/photo-bounds.ts   (BENCH_DATABASE_URL: a PostgreSQL server)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBff } from '@viral/bff/testing';
import { jpegClaiming, pngBomb } from '@viral/bff/testing/hostile-photos';
import { makeJpeg } from '@viral/bff/testing/images';
import postgres from 'postgres';
import { startPhotoBff } from './photo-bff.ts';
import { startPhotoHosts } from './photo-bounds/photo-hosts.ts';
import { cpuMeter, restingRss, samplePeaks } from './photo-bounds/process-tree.ts';

const jobSize = Number(process.env.BENCH_IMPORTS ?? 1000);
const hostCount = Number(process.env.BENCH_HOSTS ?? 40);
const finishWaitSeconds = Number(process.env.BENCH_FINISH_WAIT_S ?? 120);
const mb = (n: number) => `${n} MB`;

console.log('making the hostile photos…');
const tiny = await makeJpeg(8, 8);
const hostile: { kind: string; body: Buffer; type: string }[] = [];
for (let n = 0; n < 5; n++) {
  const png = (body: Buffer, kind: string) => hostile.push({ kind, body, type: 'image/png' });
  png(await pngBomb(6000 + n, 6000), '16-bit RGBA bomb, 6,000 × 6,000');
  png(await pngBomb(12_000, 12_000 + n, { channels: 1, depth: 8 }), 'grey PNG, 12,000 × 12,000');
  hostile.push({
    kind: 'JPEG claiming 60,000 × 60,000',
    body: jpegClaiming(tiny, 60_000, 60_000 - n),
    type: 'image/jpeg',
  });
  png(await pngBomb(4000, 3000 + n, { channels: 4, depth: 8 }), 'RGBA PNG, 4,000 × 3,000 (48 MB decoded)');
}
for (const kind of new Set(hostile.map((h) => h.kind))) {
  const sizes = hostile.filter((h) => h.kind === kind).map((h) => h.body.length);
  console.log(`  ${kind}: ${(Math.max(...sizes) / 1024).toFixed(0)} KB on the wire`);
}
const base = await makeJpeg(1600, 1000, { grain: 24 });
// The same picture with a different trailer after its end marker: a distinct source (hash) each time.
const photo = (n: number) => ({ body: Buffer.concat([base, Buffer.from(`photo ${n}`)]), type: 'image/jpeg' });

const hostileSites = await startPhotoHosts(5, (n) => hostile[n % hostile.length] as (typeof hostile)[number]);
const photoSites = await startPhotoHosts(hostCount, photo);

console.log('\nresting RSS on the embedded database (demo catalogue)…');
// Seeding the demo catalogue can take minutes on a busy machine: wait for it past startBff's own patience.
const embeddedData = mkdtempSync(join(tmpdir(), 'vr-photo-bounds-'));
const embedded = await startBff({ DATA_DIR: embeddedData, DEMO: 'true' }, { waitFor: '/healthz' });
while ((await fetch(`${embedded.url}/readyz`)).status !== 200)
  await new Promise((wait) => setTimeout(wait, 1000));
const embeddedRest = await restingRss(embedded.child.pid as number, 30);
await embedded.stop();
rmSync(embeddedData, { recursive: true, force: true });

const app = await startPhotoBff('vr_photo_bounds_bench', [...hostileSites.hosts, ...photoSites.hosts]);
const pid = app.bff.child.pid as number;
const sql = postgres(app.databaseUrl, { max: 1, onnotice: () => {} });
try {
  const resting = await restingRss(pid, 30);

  console.log('importing 20 hostile photos, then a backfill trying them again…');
  const hostileUrls = hostile.map((_, n) => `http://${hostileSites.hosts[n % 5]}/recipe/${n}`);
  const during = samplePeaks(pid);
  const hostileJob = await app.importJob(hostileUrls);
  const reasons = new Map<string, number>();
  let after: string | null = null;
  do {
    const res = await app.admin('/api/admin/photos/backfill', { method: 'POST', body: { after } });
    const step = (await res.json()) as {
      results: { outcome: string; reason?: string }[];
      next_after: string | null;
    };
    for (const { outcome, reason } of step.results) {
      const key = `${outcome}: ${(reason ?? '').replace(/\d[\d,.]*/g, 'N')}`;
      reasons.set(key, (reasons.get(key) ?? 0) + 1);
    }
    after = step.next_after;
  } while (after);
  const hostilePeak = during.stop();
  const [kept] = await sql<
    { n: number }[]
  >`select count(*)::int as n from recipes where image_url is not null and stored_image is null`;
  const rested = await restingRss(pid, 30);

  console.log('importing pages without photos, then with…');
  // The database's backends for this bff (and this benchmark's one connection, which does little).
  const backends = async () =>
    (await sql<{ pid: number }[]>`select pid from pg_stat_activity where datname = current_database()`).map(
      (row) => row.pid,
    );
  const runJob = async (paths: string) => {
    const urls = Array.from(
      { length: jobSize },
      (_, n) => `http://${photoSites.hosts[n % hostCount]}/${paths}/${n}`,
    );
    const peaks = samplePeaks(pid);
    const cpu = cpuMeter(pid, backends);
    await cpu.start();
    const job = await app.importJob(urls);
    return { ...job, peak: peaks.stop(), cpu: await cpu.stop() };
  };
  const plain = await runJob('plain');
  const started = performance.now();
  const [{ now: jobStart } = { now: new Date() }] = await sql<{ now: Date }[]>`select now()`;
  const photos = await runJob('recipe');
  const unfinished = async () =>
    (
      await sql<{ n: number }[]>`
        select count(*)::int as n from media_images where source is not null and created_at >= ${jobStart}`
    )[0]?.n ?? 0;
  const finishPeaks = samplePeaks(pid);
  let left = await unfinished();
  while (left > 0 && (performance.now() - started) / 1000 < photos.seconds + finishWaitSeconds) {
    await new Promise((wait) => setTimeout(wait, 2000));
    left = await unfinished();
  }
  const finishPeak = finishPeaks.stop();
  const [sizes] = await sql<{ webp: number; avif: number; jpeg: number }[]>`
    select avg(octet_length(content)) filter (where format = 'webp')::int as webp,
           avg(octet_length(content)) filter (where format = 'avif')::int as avif,
           avg(octet_length(content)) filter (where format = 'jpeg')::int as jpeg
    from media_variants join media_images using (hash)
    where media_variants.width = 640 and created_at >= ${jobStart}`;

  console.log(
    `\nresting RSS            embedded ${mb(embeddedRest.bff)}, PostgreSQL ${mb(resting.bff)} (no photo workers at rest)`,
  );
  console.log(
    `20 hostile photos      ${JSON.stringify(hostileJob.statuses)} in ${hostileJob.seconds.toFixed(1)} s; ` +
      `${kept?.n} recipes keep their source address`,
  );
  for (const [reason, count] of reasons) console.log(`  ${String(count).padStart(2)} × ${reason}`);
  console.log(
    `  peak RSS             bff ${mb(hostilePeak.bff)}, bff + ${hostilePeak.workers} workers ${mb(hostilePeak.withWorkers)}`,
  );
  console.log(
    `  30 s later           bff ${mb(rested.bff)} (resting ${mb(resting.bff)}: ${rested.bff - resting.bff >= 0 ? '+' : ''}${rested.bff - resting.bff} MB)`,
  );
  const rate = (job: { seconds: number }) => (jobSize / job.seconds).toFixed(1);
  console.log(
    `${jobSize} pages, no photos  ${rate(plain)} pages/s (${plain.seconds.toFixed(1)} s) ${JSON.stringify(plain.statuses)}  ` +
      `peak bff ${mb(plain.peak.bff)}`,
  );
  console.log(
    `${jobSize} pages, photos     ${rate(photos)} pages/s (${photos.seconds.toFixed(1)} s) ${JSON.stringify(photos.statuses)}  ` +
      `peak bff ${mb(photos.peak.bff)}, with workers ${mb(photos.peak.withWorkers)}`,
  );
  console.log(
    `background formats     ${jobSize - left} of ${jobSize} photos finished ${((performance.now() - started) / 1000 - photos.seconds).toFixed(0)} s after the job; ` +
      `peak bff ${mb(finishPeak.bff)}, with workers ${mb(finishPeak.withWorkers)}`,
  );
  const perPage = (job: typeof plain) => {
    const ms = (seconds: number) => `${((seconds * 1000) / jobSize).toFixed(0)} ms`;
    const { bff, workers, others, background } = job.cpu;
    return (
      `bff ${ms(bff)}, first-view workers ${ms(workers)}, PostgreSQL ${ms(others)} = ${ms(bff + workers + others)}` +
      ` (and the background lane meanwhile ${ms(background)})`
    );
  };
  console.log(`CPU a page, no photos  ${perPage(plain)}`);
  console.log(`CPU a page, photos     ${perPage(photos)}`);
  console.log(
    `640 px variant         WebP ${sizes?.webp} B, AVIF ${sizes?.avif ?? '-'} B, JPEG ${sizes?.jpeg ?? '-'} B`,
  );
} finally {
  await sql.end();
  await app.stop();
  await hostileSites.close();
  await photoSites.close();
}
