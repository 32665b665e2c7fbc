// Video transcoding benchmark: a 60 s 1080p synthetic clip (testsrc2 and a tone, 30 frames a
// second) served by a local site, imported as a recipe video is (guarded download, bounded probe,
// bounded transcode to the stored form, poster frame), in this process as the bff runs it:
// - seconds for the whole preparation and the stored form's size in MB per minute;
// - ffmpeg's peak resident memory (its own, capped; read from /proc while it runs);
// - this process's RSS before, at its peak during, and after: it must not grow with the clip.
// Not a test: it never fails on time or memory.
//   node infra/bench/video-transcode.ts   (BENCH_VIDEO_SECONDS: the clip's length, default 60)
import { createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { createVideoPreparer, findVideoTools, prepareVideo } from '@viral/bff/media/video';
import { makeClip } from '@viral/bff/testing/clips';

const seconds = Number(process.env.BENCH_VIDEO_SECONDS ?? 60);
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
/** CPU seconds of this process's finished children (ffprobe, ffmpeg): /proc/self/stat's cutime and cstime. */
const childCpuSeconds = () => {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[13]) + Number(fields[14])) / 100;
};

const tools = await findVideoTools();
if (!tools) {
  console.log('ffmpeg or ffprobe not found: nothing to measure');
  process.exit(0);
}
console.log(
  `${tools.version}; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} on 2 cores`,
);
const dir = mkdtempSync(`${tmpdir()}/video-bench-`);
console.log(`making a ${seconds} s 1920 × 1080 clip…`);
const clipPath = await makeClip(tools.ffmpeg, dir, 'clip.mp4', {
  width: 1920,
  height: 1080,
  seconds,
  rate: 30,
});
const clipBytes = (await stat(clipPath)).size;
console.log(`  ${mb(clipBytes)} MB source`);
// Streamed from its file, so that this process holds none of the clip itself.
const site = createServer((_, res) => {
  res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(clipBytes) });
  createReadStream(clipPath).pipe(res);
});
await new Promise<void>((ready) => site.listen(0, '127.0.0.1', ready));
const host = `127.0.0.1:${(site.address() as AddressInfo).port}`;
const preparer = createVideoPreparer(tools, { allowHosts: [host] });

globalThis.gc?.();
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 50);
const cpuBefore = childCpuSeconds();
const started = performance.now();
const video = await prepareVideo(preparer, `http://${host}/clip.mp4`).catch((error: Error) => {
  // On a machine busy with other work, nice 19 can starve the transcoder past its limit.
  const cpu = childCpuSeconds() - cpuBefore;
  console.log(`refused after ${((performance.now() - started) / 1000).toFixed(1)} s: ${error.message}`);
  console.log(
    `  ffprobe and ffmpeg used ${cpu.toFixed(1)} CPU seconds; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
  process.exit(1);
});
const elapsed = (performance.now() - started) / 1000;
clearInterval(sampler);
const cpu = childCpuSeconds() - cpuBefore;
const storedBytes = (await stat(video.videoPath)).size;
const posterBytes = (await stat(video.posterPath)).size;
await video.discard();
site.close();
globalThis.gc?.();
const after = process.memoryUsage().rss;

const { probe } = video;
console.log(`prepared in ${elapsed.toFixed(1)} s (download, probe, transcode, poster)`);
console.log(
  `  ffprobe and ffmpeg used ${cpu.toFixed(1)} CPU seconds (${(cpu / 2).toFixed(1)} s on 2 idle cores)`,
);
console.log(
  `  stored: ${probe.width} × ${probe.height}, ${probe.videoCodec}/${probe.audioCodec}, ${probe.durationSeconds.toFixed(1)} s, ` +
    `${mb(storedBytes)} MB = ${mb((storedBytes / probe.durationSeconds) * 60)} MB/min; poster ${(posterBytes / 1024).toFixed(0)} KB`,
);
console.log(`  ffmpeg peak RSS ${mb(video.peakRssBytes)} MB`);
console.log(
  `  this process's RSS ${mb(before)} MB before, ${mb(peak)} MB at most during, ${mb(after)} MB after`,
);
console.log(
  `  load average after ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
rmSync(dir, { recursive: true, force: true });
