import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { type OwnBff, startOwnBff } from './support/own-bff.ts';
import { recordViolations } from './support/policy-violations.ts';
import { type RemoteCdn, serveRemoteFromCdn } from './support/remote-cdn.ts';
import { expect, type Page, type Response, test } from './support/test.ts';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '..');
const RECIPE = '/recipe/baked-feta-pasta';

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'deployment behaviour, the same at every screen size');

let workDir: string;
let remotesFile: string;
let bff: OwnBff;
let cdn: RemoteCdn;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  workDir = mkdtempSync(join(tmpdir(), 'vr-redeploy-'));
  remotesFile = join(workDir, 'remotes.json');
  writeFileSync(remotesFile, '{}');
  const rebuiltRecipe = join(workDir, 'mf-recipe');
  // A real rebuild of mf-recipe into a folder of its own, as a CI job deploying it alone would do.
  await run(
    process.execPath,
    [join(repo, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '--output-path', rebuiltRecipe],
    { cwd: join(repo, 'mf-recipe') },
  );
  cdn = await serveRemoteFromCdn(rebuiltRecipe);
  bff = await startOwnBff({ REMOTES_FILE: remotesFile });
});

test.afterAll(async () => {
  await bff?.stop();
  await cdn?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

/** Every response the page received for mf-recipe's files, by the origin that served it. */
function recordRecipeRemote(page: Page) {
  const responses: Response[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const fromCdn = url.origin === cdn.origin;
    if (fromCdn || url.pathname.startsWith('/mf/recipe/')) responses.push(response);
  });
  return responses;
}

test('a rebuilt mf-recipe on another origin is picked up by the running shell', async ({ page }) => {
  const violations = await recordViolations(page);
  const before = recordRecipeRemote(page);
  await page.goto(`${bff.baseURL}${RECIPE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Baked Feta Pasta' })).toBeVisible();
  expect(before.length).toBeGreaterThan(0);
  expect(before.every((response) => response.url().startsWith(bff.baseURL))).toBe(true);

  // The operator announces the new location; nothing is rebuilt or restarted.
  writeFileSync(remotesFile, JSON.stringify({ mf_recipe: `${cdn.origin}/mf-manifest.json` }));
  await expect
    .poll(async () => (await page.request.get(`${bff.baseURL}/`)).text(), { timeout: 10_000 })
    .toContain(cdn.origin);

  const after = recordRecipeRemote(page);
  const moved = await page.goto(`${bff.baseURL}${RECIPE}`);
  // The page's policy follows the move, so the new origin's code may run.
  expect(moved?.headers()['content-security-policy']).toMatch(new RegExp(`script-src [^;]*${cdn.origin}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Baked Feta Pasta' })).toBeVisible();
  // The server renders the page with the moved remote's server build (<origin>/server/), not a fallback.
  const html = await (await page.request.get(`${bff.baseURL}${RECIPE}`)).text();
  expect(html).toMatch(/<div id="root" data-server-rendered="">.*>Baked Feta Pasta<\/h1>/s);
  expect(html).not.toContain('This part of the page could not be loaded.');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Share this recipe' })).toBeVisible();

  const fromCdn = after.filter((response) => response.url().startsWith(cdn.origin));
  const fromBff = after.filter((response) => response.url().startsWith(bff.baseURL));
  expect(fromCdn.map((response) => new URL(response.url()).pathname)).toEqual(
    expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']),
  );
  expect(fromBff).toEqual([]);
  expect(violations).toEqual([]);
  for (const response of fromCdn) {
    expect(response.status()).toBeLessThan(400);
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    const path = new URL(response.url()).pathname;
    const cacheControl = response.headers()['cache-control'];
    if (/\.[0-9a-f]{10}\.(js|css)$/.test(path)) expect(cacheControl).toContain('immutable');
    else expect(cacheControl).toBe('no-cache');
  }
});
