import AxeBuilder from '@axe-core/playwright';
import { type SignedIn, signInOnce } from './support/admin-session.ts';
import { animationsFinished } from './support/animations.ts';
import { expect, type Page, test } from './support/test.ts';
import { serverUrl } from './support/worker-servers.ts';

async function seriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  await animationsFinished(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
}

test('axe finds no serious or critical violation on the sign-in page', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

const SCREENS: [string, string][] = [
  ['/admin', 'Dashboard'],
  ['/admin/recipes', 'Recipe Index'],
  ['/admin/tags', 'Tag Management'],
  ['/admin/utilities', 'System Utilities'],
  ['/admin/add-recipe', 'Add Recipe'],
  ['/admin/bulk-import', 'Bulk Import'],
];

test.describe('signed in', () => {
  let signedIn: SignedIn;
  test.beforeAll(async ({ browser }, workerInfo) => {
    signedIn = await signInOnce(browser, serverUrl(workerInfo.parallelIndex));
  });
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  test.use({ storageState: async ({}, use) => use(signedIn) });

  // One test per screen: each loads its screen and runs axe within its own time budget.
  for (const [path, heading] of SCREENS) {
    test(`axe finds no serious or critical violation on ${heading}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
