// Feed video benchmark: a phone swiping through a tag feed of recipes that all have a stored video,
// on DevTools' "Fast 4G" (9 Mbit/s down at 90%, 1.5 Mbit/s up at 90%, 165 ms latency, by CDP).
// - the time from a slide becoming current (the key that moves the feed) to its video's first
//   frame on screen (the first requestVideoFrameCallback after it plays); the first slide's from
//   the page's navigation start, as it loads with the page;
// - the video bytes received in all, against the clips' own sizes, and for each clip the bytes
//   received while it was only the next slide (its metadata, before its turn).
// Method: BENCH_VIDEOS recipes (default 20) are imported from a local site, each with its own
// testsrc2 clip (6 s, 480 × 854, with a tone), into a bff of its own on an embedded database
// (production build: run `npm run build` first), and stored by its video worker. A fresh phone
// context (412 × 823, DPR 1.75) opens the feed and moves to the next slide every BENCH_DWELL_MS
// (default 3000). Not a test: it never fails on time.
//   node infra/bench/feed-video.ts
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedBff } from '@viral/bff/testing';
import { makeClip } from '@viral/bff/testing/clips';
import { file, ldPage, recipeLd, startRecipeSite } from '@viral/bff/testing/doubles';
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../config/chromium.ts';

const count = Number(process.env.BENCH_VIDEOS ?? 20);
const dwellMs = Number(process.env.BENCH_DWELL_MS ?? 3000);
const TAG = 'benchclip';
const DEMO_ADMIN = { email: 'demo@viral.recipes', password: 'viral-demo-2025' };
const FAST_4G = {
  offline: false,
  latency: 60 * 2.75,
  downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9,
};
const kb = (bytes: number) => `${Math.round(bytes / 1000)} KB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} on 2 cores; ${count} videos, ${dwellMs} ms a slide`,
);
const dir = await mkdtemp(join(tmpdir(), 'feed-video-bench-'));
const clips: Buffer[] = [];
for (let n = 0; n < count; n++) {
  // A different pattern each, so no two stored files are the same.
  const path = await makeClip('ffmpeg', dir, `clip-${n}.mp4`, {
    width: 480,
    height: 854,
    seconds: 6,
    rate: 25 + (n % 5),
  });
  clips.push(await readFile(path));
}
const site = await startRecipeSite(({ path, origin }) => {
  const clip = /^\/clip-(\d+)\.mp4$/.exec(path);
  if (clip) return file(clips[Number(clip[1])] ?? '', 'video/mp4');
  const recipe = /^\/recipe-(\d+)$/.exec(path);
  if (!recipe) return undefined;
  return ldPage(
    recipeLd(`Bench Reel ${recipe[1]}`, {
      keywords: TAG,
      video: { '@type': 'VideoObject', name: 'How to', contentUrl: `${origin}/clip-${recipe[1]}.mp4` },
    }),
  );
});
const bff = await startEmbeddedBff({ IMPORT_ALLOW_HOSTS: site.host });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const admin = await browser.newContext({ baseURL: bff.url });
  const headers = { Origin: bff.url };
  const login = await admin.request.post('/api/auth/login', { data: DEMO_ADMIN, headers });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
  const started = Date.now();
  const job = await admin.request.post('/api/admin/imports', {
    data: { urls: Array.from({ length: count }, (_, n) => `${site.origin}/recipe-${n}`) },
    headers,
  });
  const { id } = await job.json();
  // A poll that meets a connection the server just closed (keep-alive) asks again.
  const read = async (path: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await (await admin.request.get(path)).json();
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((wait) => setTimeout(wait, 500));
      }
    }
  };
  let slugs: string[] = [];
  for (;;) {
    const body = await read(`/api/admin/imports/${id}`);
    if (body.status === 'completed') {
      slugs = body.items.map((item: { recipe: { slug: string } | null }) => item.recipe?.slug ?? '');
      break;
    }
    await new Promise((wait) => setTimeout(wait, 1000));
  }
  const stored = new Map<string, number>();
  while (stored.size < count) {
    for (const slug of slugs) {
      if (stored.has(slug)) continue;
      const recipe = await read(`/api/recipes/${slug}`);
      if (recipe.video) stored.set(recipe.video.url, 0);
    }
    if (Date.now() - started > 30 * 60_000) throw new Error(`only ${stored.size} videos stored in 30 min`);
    await new Promise((wait) => setTimeout(wait, 2000));
  }
  for (const url of stored.keys()) {
    const head = await admin.request.head(url);
    stored.set(url, Number(head.headers()['content-length']));
  }
  const clipBytes = [...stored.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `imported and stored ${count} videos in ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
      `stored clips ${kb(clipBytes / count)} each on average, ${kb(clipBytes)} in all`,
  );
  await admin.close();

  const phone = await browser.newContext({
    baseURL: bff.url,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await phone.addInitScript(() => {
    localStorage.setItem('category_preferences_set', 'true');
    const frames: { src: string; at: number }[] = [];
    Object.assign(window, { benchFrames: frames });
    document.addEventListener(
      'playing',
      (event) => {
        const video = event.target as HTMLVideoElement;
        video.requestVideoFrameCallback((now) => frames.push({ src: video.currentSrc, at: now }));
      },
      true,
    );
  });
  const page = await phone.newPage();
  const cdp = await phone.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_4G);
  const videoRequests = new Map<string, string>();
  const received = new Map<string, number>();
  /** Bytes of each video received while it was not yet the current slide's. */
  const aheadOfTurn = new Map<string, number>();
  let currentPath = '';
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/media/videos/')) videoRequests.set(requestId, path);
  });
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    const path = videoRequests.get(requestId);
    if (!path) return;
    received.set(path, (received.get(path) ?? 0) + encodedDataLength);
    if (path !== currentPath) aheadOfTurn.set(path, (aheadOfTurn.get(path) ?? 0) + encodedDataLength);
  });

  const currentSrc = () =>
    page.evaluate(() => {
      const slide = [...document.querySelectorAll('[data-testid="feed-item"]')].find(
        (item) => item.getAttribute('aria-hidden') !== 'true',
      );
      return slide?.querySelector('video')?.getAttribute('src') ?? '';
    });
  const firstFrameOf = (src: string, after: number) =>
    page
      .waitForFunction(
        ({ src, after }) =>
          (window as unknown as { benchFrames: { src: string; at: number }[] }).benchFrames.find(
            (frame) => frame.src.endsWith(src) && frame.at >= after,
          )?.at ?? false,
        { src, after },
        { timeout: 60_000, polling: 50 },
      )
      .then((handle) => handle.jsonValue() as Promise<number>);

  const toFirstFrame: number[] = [];
  await page.goto(`/category-explore/${TAG}`);
  await page.waitForFunction(() => document.querySelector('[data-testid="feed-item"] video'));
  currentPath = await currentSrc();
  const firstSlide = await firstFrameOf(currentPath, 0);
  console.log(`first slide: first frame ${Math.round(firstSlide)} ms after navigation start`);
  await page.waitForTimeout(dwellMs);
  for (let n = 1; n < count; n++) {
    const becameCurrent = await page.evaluate(() => {
      const at = performance.now();
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
      return at;
    });
    await page.waitForFunction((index) => document.body.textContent?.includes(`Recipe ${index} of`), n + 1);
    currentPath = await currentSrc();
    const frame = await firstFrameOf(currentPath, becameCurrent);
    toFirstFrame.push(frame - becameCurrent);
    await page.waitForTimeout(dwellMs);
  }
  const total = [...received.values()].reduce((sum, n) => sum + n, 0);
  const ahead = [...aheadOfTurn.values()];
  console.log('\n| measure | figure |\n| --- | --- |');
  console.log(`| first slide, navigation start to first frame | ${Math.round(firstSlide)} ms |`);
  console.log(
    `| next slides, current to first frame: median, slowest (${toFirstFrame.length}) | ` +
      `${Math.round(median(toFirstFrame))} ms, ${Math.round(Math.max(...toFirstFrame))} ms |`,
  );
  console.log(
    `| video bytes received over ${count} slides / the ${count} stored clips | ${kb(total)} / ${kb(clipBytes)} |`,
  );
  console.log(
    `| received for a clip before its turn (the next slide's metadata): median, most | ` +
      `${kb(median(ahead))}, ${kb(Math.max(...ahead))} |`,
  );
  console.log(`| clips requested | ${received.size} of ${count} |`);
  await phone.close();
} finally {
  await browser.close();
  await bff.stop();
  await site.close();
  await rm(dir, { recursive: true, force: true });
}
