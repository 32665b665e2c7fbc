// Photo bytes benchmark: what a phone downloads in images for the home page and for an imported
// recipe's page, with photos hot-linked from the source site (before) and served as stored variants
// (after), on the same build and the same recipes; then Lighthouse mobile on both pages.
//
// Method: BENCH_RECIPES recipes (default 12) are imported from a local site whose photos are
// 1600 x 1000 JPEGs. First the site refuses the importer's photo requests (as a hot-link-protected
// site does): the recipes are imported with their image address only, which the pages show as it
// is, the way every imported photo was shown before photos were stored. Then the site lets the
// importer in, the backfill (System Utilities' action) stores every photo, and the same pages are
// loaded again. A phone is Lighthouse's: 412 x 823 CSS px at DPR 1.75, a fresh cache each load;
// bytes are the image responses' transfer sizes (headers and body) for the first view (no
// scrolling) and after scrolling to the end.
//   node infra/bench/photo-bytes.ts   (BENCH_DATABASE_URL: a PostgreSQL server; BENCH_RECIPES;
//   BENCH_LIGHTHOUSE_RUNS, default 3, 0 to skip Lighthouse)
import { type Browser, chromium } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../config/chromium.ts';
import { startPhotoBff } from './photo-bff.ts';
import { lighthouseMobile } from './photo-lighthouse.ts';
import { dishSlug, startPhotoSite } from './photo-site.ts';

const recipeCount = Number(process.env.BENCH_RECIPES ?? 12);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};

type Loaded = { url: string; bytes: number };
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const total = (images: Loaded[]) => images.reduce((sum, image) => sum + image.bytes, 0);

/** The image responses a fresh phone loads for this page: at first view, then after scrolling to the end. */
async function imageBytes(
  browser: Browser,
  url: string,
  { preloadAfterViewport = false } = {},
): Promise<{ firstView: Loaded[]; whole: Loaded[] }> {
  const context = await browser.newContext({ ...PHONE, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  if (preloadAfterViewport)
    // What the page would load if the photo's preload came after <meta name="viewport">: before it,
    // a phone chooses from the srcset as if the page were 980 px wide.
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<link rel="preload" as="image"[^>]*>)([\s\S]*?<meta name="viewport"[^>]*>)/,
        '$2\n    $1',
      );
      await route.fulfill({ response, body: html });
    });
  const loads: Promise<Loaded>[] = [];
  let inFlight = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'image') inFlight++;
  });
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'image') inFlight--;
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'image') return;
    inFlight--;
    if (request.url().startsWith('data:')) return;
    loads.push(
      request
        .sizes()
        .then((s) => ({ url: request.url(), bytes: s.responseHeadersSize + s.responseBodySize })),
    );
  });
  // The page keeps a connection open (the network never idles): wait until no image has been in
  // flight for a second instead.
  const imagesSettled = async () => {
    for (let quiet = 0; quiet < 4; ) {
      await page.waitForTimeout(250);
      quiet = inFlight === 0 ? quiet + 1 : 0;
    }
  };
  await page.goto(url, { waitUntil: 'load' });
  await imagesSettled();
  const firstView = await Promise.all(loads);
  for (let y = 0; y < 40; y++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(250);
    if (atEnd) break;
  }
  await imagesSettled();
  const whole = await Promise.all(loads);
  await context.close();
  return { firstView, whole };
}

function describeLoads(label: string, { firstView, whole }: { firstView: Loaded[]; whole: Loaded[] }) {
  const where = (images: Loaded[]) => {
    const byOrigin = new Map<string, number>();
    for (const image of images) {
      const kind = new URL(image.url).pathname.startsWith('/media/') ? 'stored' : 'source';
      byOrigin.set(kind, (byOrigin.get(kind) ?? 0) + 1);
    }
    return [...byOrigin].map(([kind, n]) => `${n} ${kind}`).join(', ');
  };
  console.log(
    `${label.padEnd(26)} first view ${kib(total(firstView)).padStart(11)} (${firstView.length} images: ${where(firstView)})` +
      `   whole page ${kib(total(whole)).padStart(11)} (${whole.length} images)`,
  );
  for (const image of firstView) {
    const path = new URL(image.url).pathname.replace(/[0-9a-f]{64}/, (hash) => `${hash.slice(0, 8)}…`);
    console.log(`${''.padEnd(26)}   ${path} ${kib(image.bytes)}`);
  }
}

async function runLighthouse(base: string, paths: Record<string, string>, label: string) {
  if (lighthouseRuns <= 0) return;
  for (const [name, path] of Object.entries(paths)) {
    const { lcpMs, fcpMs, scores, lcpRunsMs } = await lighthouseMobile(`${base}${path}`, lighthouseRuns);
    console.log(
      `${`${name} (${label})`.padEnd(26)} Lighthouse mobile, median of ${lighthouseRuns}: LCP ${(lcpMs / 1000).toFixed(2)} s, ` +
        `FCP ${(fcpMs / 1000).toFixed(2)} s, scores ${scores.join(' ')}, LCP of each run ${lcpRunsMs.join(' ')} ms`,
    );
  }
}

const site = await startPhotoSite();
const app = await startPhotoBff('vr_photo_bytes_bench', [site.host]);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const recipePath = `/recipe/${dishSlug(0)}`;
  const pages = { home: '/', recipe: recipePath };
  console.log(
    `${recipeCount} imported recipes, source photos 1600 x 1000 JPEG of ${kib(site.photoBytes)}; phone 412 x 823 @1.75`,
  );

  site.refuseImporter = true;
  const imported = await app.importJob(
    Array.from({ length: recipeCount }, (_, n) => `${site.base}/recipe/${n}`),
  );
  const before = await (await app.admin('/api/admin/photos')).json();
  console.log(`\nBefore: imported ${JSON.stringify(imported.statuses)}, photos ${JSON.stringify(before)}`);
  for (const [name, path] of Object.entries(pages))
    describeLoads(`${name} (hot-linked)`, await imageBytes(browser, `${app.url}${path}`));
  await runLighthouse(app.url, pages, 'hot-linked');

  site.refuseImporter = false;
  let after: string | null = null;
  do {
    const step = (await (
      await app.admin('/api/admin/photos/backfill', { method: 'POST', body: { after } })
    ).json()) as {
      next_after: string | null;
    };
    after = step.next_after;
  } while (after);
  const stored = await (await app.admin('/api/admin/photos')).json();
  console.log(`\nAfter the backfill: photos ${JSON.stringify(stored)}`);
  for (const [name, path] of Object.entries(pages))
    describeLoads(`${name} (stored)`, await imageBytes(browser, `${app.url}${path}`));
  describeLoads(
    'recipe (stored, preload after viewport meta)',
    await imageBytes(browser, `${app.url}${recipePath}`, { preloadAfterViewport: true }),
  );
  await runLighthouse(app.url, pages, 'stored');
} finally {
  await browser.close();
  await app.stop();
  await site.close();
}
