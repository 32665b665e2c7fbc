import { adminNav, overflowingFigures, signInAsDemoAdmin } from './support/admin-session.ts';
import { expect, type Page, test } from './support/test.ts';
import { isPhone } from './support/visitor.ts';

const SCREENS: [path: string, heading: string, rowTestId?: string][] = [
  ['/admin', 'Dashboard', 'recent-recipe'],
  ['/admin/recipes', 'Recipe Index', 'recipe-row'],
  ['/admin/add-recipe', 'Add Recipe'],
  ['/admin/bulk-import', 'Bulk Import'],
  ['/admin/tags', 'Tag Management', 'tag-row'],
  ['/admin/utilities', 'System Utilities'],
];

/** Elements of the page that scroll sideways (the page itself included), by a short description. */
function sidewaysScrollers(page: Page) {
  return page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll('body *')]
      .filter((element) => {
        const overflow = getComputedStyle(element).overflowX;
        const scrolls = element === document.documentElement || overflow === 'auto' || overflow === 'scroll';
        return scrolls && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80)),
  );
}

/** Elements whose box reaches past the right edge of the screen. */
function pastTheEdge(page: Page, selector: string) {
  return page
    .locator(selector)
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((element) => element.textContent?.trim().slice(0, 40)),
    );
}

test('every back-office screen fits a 390 px phone: no sideways scrolling, actions and links in reach', async ({
  page,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'phone layout');
  test.setTimeout(120_000);
  await signInAsDemoAdmin(page);
  for (const [path, heading, rowTestId] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (rowTestId) await expect(page.getByTestId(rowTestId).first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(await sidewaysScrollers(page), path).toEqual([]);
    expect(await pastTheEdge(page, 'nav[aria-label="Admin"] :is(a, button)'), path).toEqual([]);
    expect(await pastTheEdge(page, 'main button, main a, main input, main select'), path).toEqual([]);
    // A figure stays inside its card, however long ('Complete!', '$1,234.50').
    expect(await overflowingFigures(page), path).toEqual([]);
    if (rowTestId) {
      const row = page.getByTestId(rowTestId).first();
      await expect(row.getByRole('button', { name: /^Delete / })).toBeInViewport();
    }
  }
  await expect(adminNav(page).getByRole('link', { name: 'Recipe Index' })).toBeInViewport({ ratio: 1 });
});
