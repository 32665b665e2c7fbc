import { expect, test } from './support/test.ts';
import { isPhone, openWithoutOnboarding } from './support/visitor.ts';

test('tag index: categories, trending tags and all tags with counts', async ({ page }) => {
  await openWithoutOnboarding(page, '/categories');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Viral #Tags');
  const main = page.getByRole('region', { name: 'Main Categories' }).getByTestId('tag-card');
  await expect(main.first()).toBeVisible();
  expect(await main.count()).toBeLessThanOrEqual(12);
  const trending = page.getByRole('region', { name: 'Trending Tags' }).getByTestId('tag-card');
  expect(await trending.count()).toBeLessThanOrEqual(20);
  await expect(
    page.getByRole('region', { name: 'All Tags' }).getByRole('link', { name: /#Vegetarian\s*\d+/ }),
  ).toBeVisible();
  await main.first().click();
  await expect(page).toHaveURL(/\/tag\/[a-z0-9-]+$/);
});

test('tag page: header, related tags, and the last 10 viewed recipes left out', async ({ page, request }) => {
  const tagRecipes = await (await request.get('/api/tags/italian/recipes?limit=50')).json();
  const viewed = tagRecipes.items[0];
  await openWithoutOnboarding(page, `/recipe/${viewed.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: viewed.title })).toBeVisible();
  await page.goto('/category/italian');
  await expect(page.getByRole('heading', { level: 1, name: '#Italian' })).toBeVisible();
  // In the page's main area: the copy its HTML painted may still be above it.
  const screen = page.getByRole('main');
  await expect(screen.getByText('Category', { exact: true })).toBeVisible();
  await expect(screen.getByText(/^\d+ viral recipes$/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Related Viral Tags' }).getByRole('link').first(),
  ).toBeVisible();
  const cards = page.getByTestId('recipe-card');
  await expect(cards).toHaveCount(tagRecipes.items.length - 1);
  await expect(page.locator(`a[href="/recipe/${viewed.slug}"]`)).toHaveCount(0);
  // The page says why its grid holds one recipe fewer than its count, and shows it on request.
  await expect(screen.getByText("1 you've seen is hidden.")).toBeVisible();
  await screen.getByRole('button', { name: 'Show it' }).click();
  await expect(cards).toHaveCount(tagRecipes.items.length);
  await expect(page.locator(`a[href="/recipe/${viewed.slug}"]`)).toHaveCount(1);
});

test('an unknown tag says Tag Not Found, with a 404', async ({ page }) => {
  const response = await openWithoutOnboarding(page, '/tag/no-such-tag');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Tag Not Found' })).toBeVisible();
  await expect(page.getByText("The viral tag you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Browse All Tags' }).click();
  await expect(page).toHaveURL(/\/categories$/);
});

test('a broken tag image falls back to the coloured tag tile', async ({ page }) => {
  await page.route('**/media/demo/baked-feta-pasta.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await openWithoutOnboarding(page, '/tag/italian');
  await expect(page.getByRole('heading', { level: 1, name: '#Italian' })).toBeVisible();
  await expect(page.getByTestId('tag-tile')).toBeAttached();
});

test('desktop: Explore Category opens the tag feed', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'the desktop button');
  await openWithoutOnboarding(page, '/tag/dessert');
  await page.getByRole('link', { name: 'Explore Category' }).click();
  await expect(page).toHaveURL(/\/category-explore\/dessert$/);
  await expect(page.getByText(/^Recipe 1 of \d+$/)).toBeVisible();
});

test('phone: the explore sheet (Cancel, Just Once, Enter Explore Mode) and the stored-preference redirect', async ({
  page,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the narrow-screen sheet');
  await page.clock.install();
  await openWithoutOnboarding(page, '/tag/dessert');
  const open = page.getByRole('button', { name: 'Explore #Dessert' });
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Explore #Dessert' });
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await sheet.getByRole('button', { name: 'Just Once' }).click();
  await expect(page).toHaveURL(/\/category-explore\/dessert$/);
  await page.goto('/tag/dessert');
  await expect(page.getByRole('button', { name: 'Explore #Dessert' })).toBeVisible();
  // Longer than the stored preference waits before it leaves for the feed: none was stored.
  await page.clock.fastForward(400);
  await expect(page).toHaveURL(/\/tag\/dessert$/);
  await page.getByRole('button', { name: 'Explore #Dessert' }).click();
  await page.getByRole('button', { name: 'Enter Explore Mode' }).click();
  await expect(page).toHaveURL(/\/category-explore\/dessert$/);
  await page.goto('/tag/vegan');
  await expect(page.getByRole('heading', { level: 1, name: '#Vegan' })).toBeVisible();
  await page.clock.fastForward(100);
  await expect(page).toHaveURL(/\/category-explore\/vegan$/);
});
