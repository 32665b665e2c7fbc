import { expect, type Page, test } from './support/test.ts';

const FALLBACK_TEXT = 'This part of the page could not be loaded.';

/** On a phone the header's links sit behind the menu button. */
async function headerNavigation(page: Page) {
  const menuButton = page.getByRole('button', { name: /menu/i });
  if (await menuButton.isVisible()) await menuButton.click();
  return page.getByRole('banner').getByRole('navigation');
}

test('a remote that cannot load shows a fallback in its own area while the rest of the site works', async ({
  page,
}) => {
  await page.route('**/mf/feed/mf-manifest.json', (route) => route.abort());
  await page.goto('/');

  await expect(page.getByText(FALLBACK_TEXT)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('2025');
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: /viral recipes/i })
      .first(),
  ).toBeVisible();

  const nav = await headerNavigation(page);
  await nav.getByRole('link', { name: 'Discover' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByText(FALLBACK_TEXT)).toBeVisible();

  // mf-recipe is a different remote and keeps working.
  await page.goto('/recipe/no-such-recipe-anywhere');
  await expect(page.getByRole('heading', { name: 'Recipe Not Found' })).toBeVisible();
});
