import { expect, test } from './support/test.ts';
import { openWithoutOnboarding } from './support/visitor.ts';

test('search with filters kept in the URL: badge, chips, remove, clear, empty state', async ({ page }) => {
  await openWithoutOnboarding(page, '/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Recipes' })).toBeVisible();
  // In the page's main area: the copy its HTML painted may still be above it.
  const screen = page.getByRole('main');
  await expect(screen.getByText(/^Found \d+ viral recipes$/)).toBeVisible();
  await expect(screen.getByText('Sorted by trending')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search recipes' }).fill('chocolate');
  await expect(page).toHaveURL(/q=chocolate/);
  await expect(page.getByText(/^Found \d+ viral recipes?$/)).toBeVisible();
  await expect(page.getByText('(filtered)')).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Difficulty').selectOption('easy');
  await page.getByLabel('Max time (minutes)').fill('60');
  await page.getByLabel('Max cost ($)').fill('12.50');
  await expect(page.getByText('Showing first 30 tags. Use search to find specific tags.')).toBeVisible();
  await page.getByRole('button', { name: '#Dessert', exact: true }).click();
  await expect(page).toHaveURL(/difficulty=easy/);
  await expect(page).toHaveURL(/maxTime=60/);
  await expect(page).toHaveURL(/maxCost=12.5/);
  await expect(page).toHaveURL(/tags=dessert/);

  await expect(page.getByTestId('filter-count')).toHaveText('4');
  await expect(page.getByText('(filtered)')).toBeVisible();
  const found = page.getByText(/^Found \d+ viral recipes?/);
  await expect(found).toBeVisible();
  const cards = page.getByTestId('recipe-card');
  await expect(cards.first()).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('filter-count')).toHaveText('4');
  await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('chocolate');
  const chips = page.getByRole('list', { name: 'Active filters' });
  await chips.getByRole('button', { name: /Remove filter ≤ 60 min/ }).click();
  await expect(page.getByTestId('filter-count')).toHaveText('3');
  await expect(page).not.toHaveURL(/maxTime/);

  await chips.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByText('(filtered)')).toBeHidden();
  await expect(page.getByTestId('filter-count')).toBeHidden();
});

test('an empty filtered search offers Clear All Filters', async ({ page }) => {
  await openWithoutOnboarding(page, '/search?q=zzqqxxnothing&maxCost=0.01');
  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByTestId('recipe-card').first()).toBeVisible();
});
