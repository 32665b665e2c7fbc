import { overflowingFigures, type SignedIn, signInOnce } from './support/admin-session.ts';
import { type ImportWorld, startImportWorld } from './support/import-site.ts';
import { expect, test } from './support/test.ts';

// Add Recipe and Bulk Import against a bff and database of their own (one per project, to keep
// the run short), importing from a local site the bff is allowed to fetch.

let world: ImportWorld;
let signedIn: SignedIn;
test.beforeAll(async ({ browser }) => {
  world = await startImportWorld();
  signedIn = await signInOnce(browser, world.bff.baseURL);
});
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
test.use({ storageState: async ({}, use) => use(signedIn) });
test.afterAll(async () => {
  await world?.stop();
});

test('adding one URL lands on its recipe page; adding it again says it is already imported', async ({
  page,
}) => {
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

test('bulk-importing 10 URLs folds the duplicate and counts 7 imported, 1 skipped and 1 failed', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const urls = [
    ...RECIPES.map((slug) => `${world.site}/recipe/${slug}`),
    `${world.site}/roundup`,
    `${world.site}/recipe/basil-pesto?utm_source=newsletter`,
    `${world.site}/recipe/gone/missing`,
  ];
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(`${world.bff.baseURL}/admin/bulk-import`);
  const field = page.getByLabel('Recipe URLs (one per line)');
  await field.fill(urls.join('\n'));
  await page.getByRole('button', { name: 'Start Bulk Import' }).click();
  await expect(page.getByRole('heading', { name: 'Import Progress' })).toBeVisible();
  await expect(page).toHaveURL(/\?job=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('folded')).toHaveText(
    '1 duplicate address folded: each page is imported once.',
  );

  const summary = page.getByRole('alert').filter({ hasText: 'Bulk import completed!' });
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await expect(summary.getByTestId('summary-Successfully imported')).toHaveText('7');
  await expect(summary.getByTestId('summary-Failed')).toHaveText('1');
  await expect(summary.getByTestId('summary-Skipped (invalid)')).toHaveText('1');
  await expect(summary.getByTestId('summary-Total processed')).toHaveText('9');
  await expect
    .poll(() => alerts)
    .toEqual([
      'Bulk import completed!\n\nSuccessfully imported: 7\nFailed: 1\nSkipped (invalid): 1\nTotal processed: 9',
    ]);
  await expect(page.getByTestId('processed')).toHaveText('9 of 9 processed');
  await expect(page.getByTestId('stat-Total')).toHaveText('9');
  await expect(page.getByTestId('stat-Completed')).toHaveText('7');
  await expect(page.getByTestId('stat-Errors')).toHaveText('1');
  await expect(page.getByTestId('stat-Skipped')).toHaveText('1');
  await expect(page.getByTestId('stat-Status')).toHaveText('Complete!');
  // On a phone too the word stays inside its card.
  expect(await overflowingFigures(page)).toEqual([]);
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
    'aria-valuenow',
    '9',
  );

  const rows = page.getByTestId('import-item');
  await expect(rows).toHaveCount(9);
  await expect(rows.nth(7)).toContainText('Skipped');
  await expect(rows.nth(7)).toContainText('Type: recipe_list');
  await expect(rows.nth(8)).toContainText('Error');
  await expect(rows.nth(8)).toContainText('404');
  await expect(rows.nth(0)).toContainText('Auto-categorized');

  // The job id in the address re-attaches after a reload, without a second alert.
  await page.reload();
  await expect(page.getByTestId('processed')).toHaveText('9 of 9 processed');
  expect(alerts).toHaveLength(1);

  // Pages already in the catalogue are counted on their own, each with its recipe.
  await page.getByRole('button', { name: 'Clear All' }).click();
  await field.fill(
    [`${world.site}/recipe/basil-pesto?utm_source=newsletter`, `${world.site}/recipe/tomato-soup`].join('\n'),
  );
  await page.getByRole('button', { name: 'Start Bulk Import' }).click();
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await expect(summary.getByTestId('summary-Already imported')).toHaveText('2');
  await expect(summary.getByTestId('summary-Skipped (invalid)')).toHaveText('0');
  await expect(page.getByTestId('stat-Already imported')).toHaveText('2');
  await expect(rows.nth(0)).toContainText('Already imported');
  await rows.nth(1).getByRole('link', { name: 'View the existing recipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tomato Soup' })).toBeVisible();
});
