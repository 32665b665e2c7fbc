import { type SignedIn, signInOnce } from './support/admin-session.ts';
import { type OwnBff, startOwnBff } from './support/own-bff.ts';
import { expect, type Page, test } from './support/test.ts';

// These tests change and purge the catalogue, so they run against a bff and database of their own.
test.describe.configure({ mode: 'serial' });

let bff: OwnBff;
let signedIn: SignedIn;
test.beforeAll(async ({ browser }) => {
  bff = await startOwnBff();
  signedIn = await signInOnce(browser, bff.baseURL);
});
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
test.use({ storageState: async ({}, use) => use(signedIn) });
test.afterAll(async () => {
  await bff?.stop();
});

/** Accepts every confirm/alert and keeps their texts. */
function acceptDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

test('editing a recipe shows the change on its public page', async ({ page }) => {
  await page.goto(`${bff.baseURL}/admin/recipes`);
  const row = page.getByTestId('recipe-row').first();
  const viewHref = (await row.getByRole('link', { name: /^View / }).getAttribute('href')) ?? '';
  await row.getByRole('button', { name: /^Edit / }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Recipe' });
  await dialog.getByLabel('Title').fill('Admin Edited Showpiece');
  await dialog.getByLabel('Tags (comma-separated)').fill('Weeknight, Crowd Pleaser');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('recipe-row').first()).toContainText('Admin Edited Showpiece');
  await page.goto(`${bff.baseURL}${viewHref}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Edited Showpiece' })).toBeVisible();
});

test('after Purge Categories Only, a new category tag shows under Main Categories once in use', async ({
  page,
}) => {
  const dialogs = acceptDialogs(page);
  await page.goto(`${bff.baseURL}/admin/utilities`);
  const purge = page.getByRole('form', { name: 'Purge Categories Only' });
  await purge.getByLabel('Type DELETE to confirm').fill('DELETE');
  await purge.getByRole('button', { name: 'Execute' }).click();
  await expect(purge.getByText('No data to purge')).toBeVisible();
  expect(dialogs).toEqual(['Purge Categories Only completed successfully!']);

  await page.goto(`${bff.baseURL}/admin/tags`);
  await page.getByRole('button', { name: 'Create Tag' }).click();
  const tagDialog = page.getByRole('dialog', { name: 'Create New Tag' });
  await tagDialog.getByLabel('Name').fill('sunday feast');
  await tagDialog.getByLabel('Use as category (appears in category navigation)').check();
  await tagDialog.getByRole('button', { name: 'Create Tag' }).click();
  await expect(tagDialog).toBeHidden();
  await expect(page.getByTestId('tag-row').filter({ hasText: 'Sunday Feast' })).toContainText('Category');

  await page.goto(`${bff.baseURL}/admin/recipes`);
  await page
    .getByTestId('recipe-row')
    .first()
    .getByRole('button', { name: /^Edit / })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Recipe' });
  const tags = edit.getByLabel('Tags (comma-separated)');
  await tags.fill(`${await tags.inputValue()}, Sunday Feast`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();

  await page.goto(`${bff.baseURL}/categories`);
  await expect(page.getByRole('region', { name: 'Main Categories' })).toContainText('Sunday Feast');
});

test('deleting a recipe from the dashboard asks first and removes it', async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await page.goto(`${bff.baseURL}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const first = page.getByTestId('recent-recipe').first();
  const title = (await first.locator('p').first().textContent()) ?? '';
  await first.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByTestId('recent-recipe').first()).not.toContainText(title);
  expect(dialogs).toEqual(['Are you sure you want to delete this recipe?']);
});

test('Purge All Stats zeroes the counters, and the card then has nothing to purge', async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await page.goto(`${bff.baseURL}/admin/utilities`);
  const card = page.getByRole('form', { name: 'Purge All Stats' });
  await expect(card.getByText('No data to purge')).toBeHidden();
  await card.getByLabel('Type DELETE to confirm').fill('DELETE');
  await card.getByRole('button', { name: 'Execute' }).click();
  await expect(card.getByText('No data to purge')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Execute' })).toBeDisabled();
  expect(dialogs).toEqual(['Purge All Stats completed successfully!']);
  await page.reload();
  await expect(card.getByText('No data to purge')).toBeVisible();
});

test('PURGE EVERYTHING after typing DELETE leaves the public site empty', async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await page.goto(`${bff.baseURL}/admin/utilities`);
  const card = page.getByRole('form', { name: 'PURGE EVERYTHING' });
  const execute = card.getByRole('button', { name: 'Execute' });
  await card.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(execute).toBeDisabled();
  await card.getByLabel('Type DELETE to confirm').fill('DELETE');
  await execute.click();
  await expect(card.getByText('No data to purge')).toBeVisible();
  expect(dialogs).toEqual(['PURGE EVERYTHING completed successfully!']);
  await page.goto(`${bff.baseURL}/`);
  await expect(page.getByRole('heading', { name: 'No Recipes Yet' })).toBeVisible();
  await page.goto(`${bff.baseURL}/categories`);
  await expect(page.getByRole('heading', { name: 'No Viral Tags Yet' })).toBeVisible();
});

test("after the purge, a new 'breakfast' tag shows its colour tile, not the old catalogue's picture", async ({
  page,
}) => {
  await page.goto(`${bff.baseURL}/admin/tags`);
  await page.getByRole('button', { name: 'Create Tag' }).click();
  const tagDialog = page.getByRole('dialog', { name: 'Create New Tag' });
  await tagDialog.getByLabel('Name').fill('breakfast');
  await tagDialog.getByRole('button', { name: 'Create Tag' }).click();
  await expect(tagDialog).toBeHidden();
  await page.goto(`${bff.baseURL}/tag/breakfast`);
  const header = page.locator('header').filter({ hasText: '#Breakfast' });
  await expect(header.getByTestId('tag-tile')).toBeAttached();
  await expect(header.locator('img')).toHaveCount(0);
});
