import { adminNav, signInAsDemoAdmin } from './support/admin-session.ts';
import { recordViolations } from './support/policy-violations.ts';
import { expect, type Page, test } from './support/test.ts';

// Each test opens its own pages on the worker's server and changes nothing: they spread over the
// workers, so this long file does not leave the others idle at the end of a run.
test.describe.configure({ mode: 'parallel' });

const FALLBACK_TEXT = 'This part of the page could not be loaded.';

const PUBLIC_SCREENS = [
  '/',
  '/search',
  '/search?q=pasta',
  '/categories',
  '/tag/dessert',
  '/category/italian',
  '/recipe/baked-feta-pasta',
  '/recipe/no-such-recipe-anywhere',
  '/saved',
  '/explore',
  '/category-explore/dessert',
];

const ADMIN_SCREENS = [
  '/admin',
  '/admin/recipes',
  '/admin/tags',
  '/admin/utilities',
  '/admin/add-recipe',
  '/admin/bulk-import',
];

/** Opens a screen and waits until it has loaded everything it loads at first. */
async function openScreen(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, `the policy of ${path}`).toMatch(/script-src 'self'[^;]* 'nonce-[^']+'/);
  // Scripts and style elements only by the nonce; style attributes (React's, in server-rendered HTML) inline.
  for (const directive of ['script-src', 'style-src'])
    expect(policy.match(new RegExp(`(?:^|; )${directive} [^;]*`))?.[0]).not.toContain('unsafe');
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByText(FALLBACK_TEXT)).toHaveCount(0);
}

for (const path of PUBLIC_SCREENS) {
  test(`${path} loads under its Content-Security-Policy without a violation`, async ({ page }) => {
    const violations = await recordViolations(page);
    await openScreen(page, path);
    expect(violations).toEqual([]);
  });
}

test('the back-office loads under its Content-Security-Policy without a violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await recordViolations(page);
  await signInAsDemoAdmin(page);
  for (const path of ADMIN_SCREENS) await openScreen(page, path);
  await expect(adminNav(page)).toBeVisible();
  expect(violations).toEqual([]);
});
