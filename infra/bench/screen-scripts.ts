// Lists, for every public screen, the JavaScript files a phone loads before the screen is usable
// (hydrated, `data-screen-ready`, and the network quiet), with the bytes each took on the wire
// (gzip, as the bff or nginx sends it). A quicker, exact companion to `lighthouse.ts`'s JS column:
// it counts the same thing (script responses of the page's load), without the timings.
// Start the site first (`npm run build`, then `E2E_PORT=3120 node e2e/support/serve-production-build.ts`),
// then:
//   node infra/bench/screen-scripts.ts [--base http://127.0.0.1:3120] [--files] [/ /explore …]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../config/chromium.ts';
import { PUBLIC_SCREENS } from './lighthouse/public-screens.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    files: { type: 'boolean', default: false },
  },
});
const screens = positionals.length > 0 ? positionals : PUBLIC_SCREENS;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  console.log(
    `Scripts each screen loads before it is usable, ${values.base}, load ${loadavg()[0]?.toFixed(1)}`,
  );
  const rows: string[] = [];
  for (const screen of screens) {
    // Lighthouse's phone: 412 × 823 at DPR 1.75, touch.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const scripts: { url: string; bytes: Promise<number> }[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      const bytes = request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize);
      scripts.push({ url: request.url(), bytes });
    });
    await page.goto(new URL(screen, values.base).href, { waitUntil: 'load' });
    await page.waitForSelector('html[data-screen-ready]', { state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(
      scripts.map(async ({ url, bytes }) => ({ path: new URL(url).pathname, bytes: await bytes })),
    );
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    rows.push(`| \`${screen}\` | ${files.length} | ${kb(total)} KB |`);
    if (values.files) {
      console.log(`\n${screen}: ${files.length} files, ${kb(total)} KB`);
      for (const file of files.sort((a, b) => b.bytes - a.bytes))
        console.log(`  ${kb(file.bytes).padStart(6)} KB  ${file.path}`);
    }
    await context.close();
  }
  console.log('\n| screen | scripts | JS transferred (gzip) |\n| --- | --- | --- |');
  for (const row of rows) console.log(row);
} finally {
  await browser.close();
}
