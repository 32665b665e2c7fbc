import { overflowingFigures, signInAsDemoAdmin } from './support/admin-session.ts';
import { type ImportWorld, startImportWorld } from './support/import-site.ts';
import { expect, test } from './support/test.ts';

// Add Recipe and Bulk Import against a bff and database of their own (one per project, to keep
// the run short), importing from a local site the bff is allowed to fetch.

let world: ImportWorld;
test.beforeAll(async () => {
  world = await startImportWorld();
});
test.afterAll(async () => {
  await world?.stop();
});

test('adding one URL lands on its recipe page; adding it again says it is already imported', async ({
  page,
}) => {
  await signInAsDemoAdmin(page, world.bff.baseURL);
  await page.goto(`${world.bff.baseURL}/admin/add-recipe`);
  const submit = page.getByRole('button', { name: 'Validate & Generate Recipe' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Recipe URL').fill(`${world.site}/recipe/lemon-orzo-skillet`);
  await submit.click();
  await expect(
    page.getByText('Recipe successfully created and categorized! Redirecting to recipe page...'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/recipe\/lemon-orzo-skillet/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lemon Orzo Skillet' })).toBeVisible();

  await page.goto(`${world.bff.baseURL}/admin/add-recipe`);
  await page.getByLabel('Recipe URL').fill(`${world.site}/recipe/lemon-orzo-skillet/?utm_source=e2e`);
  await page.getByRole('button', { name: 'Validate & Generate Recipe' }).click();
  await expect(page.getByTestId('failure-message')).toHaveText('Already imported');
  await expect(page.getByRole('link', { name: /View the existing recipe/ })).toHaveAttribute(
    'href',
    /\/recipe\/lemon-orzo-skillet/,
  );

  await page.getByLabel('Recipe URL').fill(`${world.site}/roundup`);
  await page.getByRole('button', { name: 'Validate & Generate Recipe' }).click();
  await expect(page.getByTestId('failure-message')).toHaveText(
    /^Invalid Recipe URL: .+ \(Confidence: \d+%, Type: recipe_list\)$/,
  );
  await expect(page.getByTestId('failure-count')).toHaveText('3');
});

const RECIPES = [
  'basil-pesto',
  'tomato-soup',
  'garlic-bread',
  'mushroom-risotto',
  'pad-thai',
  'chili-con-carne',
  'greek-salad',
];

test('bulk-importing 10 URLs counts 7 imported, 2 skipped and 1 failed', async ({ page }) => {
  test.setTimeout(45_000);
  const urls = [
    ...RECIPES.map((slug) => `${world.site}/recipe/${slug}`),
    `${world.site}/roundup`,
    `${world.site}/recipe/basil-pesto?utm_source=newsletter`,
    `${world.site}/recipe/gone/missing`,
  ];
  await signInAsDemoAdmin(page, world.bff.baseURL);
  await page.goto(`${world.bff.baseURL}/admin/bulk-import`);
  const field = page.getByLabel('Recipe URLs (one per line)');
  await field.fill(urls.join('\n'));
  await page.getByRole('button', { name: 'Start Bulk Import' }).click();
  await expect(page.getByRole('heading', { name: 'Import Progress' })).toBeVisible();
  await expect(page).toHaveURL(/\?job=[0-9a-f-]{36}$/);

  const summary = page.getByRole('alert').filter({ hasText: 'Bulk import completed!' });
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await expect(summary.getByTestId('summary-Successfully imported')).toHaveText('7');
  await expect(summary.getByTestId('summary-Failed')).toHaveText('1');
  await expect(summary.getByTestId('summary-Skipped (invalid)')).toHaveText('2');
  await expect(summary.getByTestId('summary-Total processed')).toHaveText('10');
  await expect(page.getByTestId('processed')).toHaveText('10 of 10 processed');
  await expect(page.getByTestId('stat-Total')).toHaveText('10');
  await expect(page.getByTestId('stat-Completed')).toHaveText('7');
  await expect(page.getByTestId('stat-Errors')).toHaveText('1');
  await expect(page.getByTestId('stat-Skipped')).toHaveText('2');
  await expect(page.getByTestId('stat-Status')).toHaveText('Complete!');
  // On a phone too the word stays inside its card.
  expect(await overflowingFigures(page)).toEqual([]);
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
    'aria-valuenow',
    '10',
  );

  const rows = page.getByTestId('import-item');
  await expect(rows).toHaveCount(10);
  await expect(rows.nth(7)).toContainText('Skipped');
  await expect(rows.nth(7)).toContainText('Type: recipe_list');
  await expect(rows.nth(8)).toContainText('Already imported');
  await expect(rows.nth(9)).toContainText('Error');
  await expect(rows.nth(9)).toContainText('404');
  await expect(rows.nth(0)).toContainText('Auto-categorized');

  // The job id in the address re-attaches after a reload.
  await page.reload();
  await expect(page.getByTestId('processed')).toHaveText('10 of 10 processed');
  await rows.nth(1).getByRole('link', { name: 'View Recipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tomato Soup' })).toBeVisible();
});
