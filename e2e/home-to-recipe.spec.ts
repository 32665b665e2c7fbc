import { expect, test } from './support/test.ts';

test.describe('home page popular recipes', () => {
  // The onboarding modal opens after 1 s on a first visit; these tests are about the cards.
  test.beforeEach(({ page }) =>
    page.addInitScript(() => localStorage.setItem('category_preferences_set', 'true')),
  );

  test('shows popular recipe cards with loaded images', async ({ page }) => {
    await page.goto('/');
    const popular = page.getByRole('region', { name: 'Popular' });
    const cards = popular.getByTestId('recipe-card');
    await expect(cards).toHaveCount(8);
    const firstImage = cards.first().getByRole('img');
    await firstImage.scrollIntoViewIfNeeded();
    await expect(firstImage).toHaveJSProperty('complete', true);
    expect(await firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('opens a recipe page from its card', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Popular' }).getByTestId('recipe-card').first();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await card.click();
    await expect(page).toHaveURL(/\/recipe\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
  });

  test('says so when a recipe does not exist, with a 404 for search engines and link checkers', async ({
    page,
  }) => {
    const response = await page.goto('/recipe/no-such-recipe-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Recipe Not Found' })).toBeVisible();
    await expect(page.getByText("The viral recipe you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Discover' }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test('a path no page has answers 404 and shows Page Not Found with a way home', async ({ page }) => {
    const response = await page.goto('/recipes-that-never-were');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
