import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type OwnBff, startOwnBff } from './support/own-bff.ts';
import { type RemoteCdn, serveRemoteFromCdn } from './support/remote-cdn.ts';
import { expect, test } from './support/test.ts';

const FALLBACK_TEXT = 'This part of the page could not be loaded.';
const repo = resolve(import.meta.dirname, '..');

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'deployment behaviour, the same at every screen size');

let workDir: string;
let bff: OwnBff;
let cdn: RemoteCdn;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  workDir = mkdtempSync(join(tmpdir(), 'vr-broken-server-'));
  // mf-feed deployed elsewhere with a server container that throws as it loads; its browser build works.
  const feed = join(workDir, 'mf-feed');
  cpSync(join(repo, 'mf-feed/dist'), feed, { recursive: true });
  writeFileSync(
    join(feed, 'server', 'remoteEntry.js'),
    'throw new Error("this server container is broken");',
  );
  cdn = await serveRemoteFromCdn(feed);
  const remotesFile = join(workDir, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify({ mf_feed: `${cdn.origin}/mf-manifest.json` }));
  bff = await startOwnBff({ REMOTES_FILE: remotesFile });
});

test.afterAll(async () => {
  await bff?.stop();
  await cdn?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

test("a remote whose server container throws: the server renders its area's fallback, the page still answers, the browser retries", async ({
  page,
}) => {
  const response = await page.request.get(`${bff.baseURL}/`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root" data-server-rendered="">'));
  expect(root).toContain(FALLBACK_TEXT);
  expect(root).toContain('<header');
  expect(root).toContain('<footer');

  // mf-recipe's server container is fine: its page renders on the server as ever.
  const recipe = await (await page.request.get(`${bff.baseURL}/recipe/baked-feta-pasta`)).text();
  expect(recipe).toMatch(/<div id="root" data-server-rendered="">.*>Baked Feta Pasta<\/h1>/s);

  // The browser loads the remote's browser build, which works, and renders the area afresh.
  await page.addInitScript(() => localStorage.setItem('category_preferences_set', 'true'));
  await page.goto(`${bff.baseURL}/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Trending Today' })).toBeVisible();
  await expect(page.getByText(FALLBACK_TEXT)).toBeHidden();
});
