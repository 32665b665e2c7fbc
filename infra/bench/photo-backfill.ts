// Photo backfill benchmark: BENCH_IMAGES recipes (default 1,000) whose image addresses point at a
// local server of distinct 1600 x 1000 JPEGs, stored one after another as the backfill does
// (fetch through the guarded fetch, decode, resize to 4 widths x AVIF/WebP/JPEG, save in the
// database). Prints photos per second, the process's peak RSS and the bytes stored per photo.
// Not a test: it never fails on time.
//   node infra/bench/photo-backfill.ts   (BENCH_IMAGES; BENCH_DATABASE_URL for PostgreSQL, else PGlite in memory)
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskObjectStore, PostgresMediaStore, storeRecipePhoto } from '@viral/bff/media';
import { makeJpeg } from '@viral/bff/testing/images';
import { createDb, schema } from '@viral/db';

const count = Number(process.env.BENCH_IMAGES ?? 1000);
const base = await makeJpeg(1600, 1000, { grain: 16 });
// The same picture with a different trailer after its end marker: a distinct source (hash) each time.
const photo = (n: number) => Buffer.concat([base, Buffer.from(`photo ${n}`)]);

const server = createServer((req, res) => {
  const n = Number(/^\/photo\/(\d+)\.jpg$/.exec(req.url ?? '')?.[1] ?? Number.NaN);
  if (Number.isNaN(n)) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo(n));
});
await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;

const handle = await createDb(
  process.env.BENCH_DATABASE_URL ? { databaseUrl: process.env.BENCH_DATABASE_URL } : {},
);
await handle.migrate();
const db = handle.db;
await db.delete(schema.recipes);
const ids: string[] = [];
for (let start = 0; start < count; start += 500) {
  const rows = await db
    .insert(schema.recipes)
    .values(
      Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
        slug: `bench-photo-${start + i}`,
        title: `Bench photo ${start + i}`,
        image_url: `http://${host}/photo/${start + i}.jpg`,
      })),
    )
    .returning({ id: schema.recipes.id });
  ids.push(...rows.map((row) => row.id));
}

const startRss = process.memoryUsage().rss;
let peakRss = startRss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);
const objectsDir = mkdtempSync(join(tmpdir(), 'bench-objects-'));
const objects = new DiskObjectStore(objectsDir);
const ctx = { policy: { allowHosts: [host] }, media: new PostgresMediaStore(db, objects) };
const started = performance.now();
let stored = 0;
for (const [n, id] of ids.entries()) {
  if ((await storeRecipePhoto(db, id, ctx)).outcome === 'stored') stored++;
  if ((n + 1) % 100 === 0)
    console.log(`${n + 1} photos, RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);

// The files are in the object store now: sizes come from its listing.
const files: { key: string; size: number }[] = [];
for await (const object of objects.list('images/')) files.push(object);
const average = (suffix: string) => {
  const sizes = files.filter((f) => f.key.endsWith(suffix)).map((f) => f.size);
  return sizes.reduce((a, b) => a + b, 0) / Math.max(1, sizes.length);
};
const bytes = { variants: files.length, total: files.reduce((a, f) => a + f.size, 0) };
const avif = { size: average('/640.avif') };
const jpeg = { size: average('/640.jpeg') };
console.log(`driver            ${handle.driver}`);
console.log(
  `photos stored     ${stored} of ${count} in ${seconds.toFixed(1)} s (${(stored / seconds).toFixed(2)} a second)`,
);
console.log(
  `RSS               ${(startRss / 2 ** 20).toFixed(0)} MiB before, ${(peakRss / 2 ** 20).toFixed(0)} MiB at most`,
);
console.log(
  `variants          ${bytes?.variants} (${((Number(bytes?.total) || 0) / stored / 1024).toFixed(0)} KiB a photo)`,
);
console.log(
  `640 px            AVIF ${((avif?.size ?? 0) / 1024).toFixed(1)} KiB, JPEG ${((jpeg?.size ?? 0) / 1024).toFixed(1)} KiB`,
);
console.log(`source            ${(photo(0).length / 1024).toFixed(0)} KiB JPEG, 1600 x 1000`);
await handle.close();
server.close();
rmSync(objectsDir, { recursive: true, force: true });
