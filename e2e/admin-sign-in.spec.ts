import { adminNav, DEMO_ADMIN, signInAsDemoAdmin } from './support/admin-session.ts';
import { expect, test } from './support/test.ts';

test.describe('admin sign-in, screens and sign-out', () => {
  test('a wrong password shows the sign-in error and keeps the visitor out', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
    await page.goto('/admin/tags');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('an admin signs in, moves through every screen and signs out', async ({ page }) => {
    await signInAsDemoAdmin(page);
    await expect(page.getByText('Total Recipes')).toBeVisible();
    await expect(page.getByTestId('recent-recipe')).toHaveCount(10);

    await adminNav(page).getByRole('link', { name: 'Recipe Index' }).click();
    await expect(page.getByText(/^Showing \d+ of \d+ recipes$/)).toBeVisible();
    await page.getByLabel('Difficulty').selectOption('hard');
    await expect(page.getByTestId('recipe-row').first()).toContainText('Hard');

    await adminNav(page).getByRole('link', { name: 'Tag Management' }).click();
    await expect(page.getByRole('heading', { name: 'Tag Management' })).toBeVisible();
    await page.getByPlaceholder('Search tags...').fill('breakfast');
    await expect(page.getByTestId('tag-row').first()).toContainText('Breakfast');

    await adminNav(page)
      .getByRole('link', { name: /System Utilities/ })
      .click();
    await expect(page.getByText('Dangerous operations for system maintenance')).toBeVisible();
    await expect(
      page.getByRole('form', { name: 'PURGE EVERYTHING' }).getByRole('button', { name: 'Execute' }),
    ).toBeDisabled();

    await page.reload(); // the session survives a reload (httpOnly cookie)
    await expect(page.getByText('Dangerous operations for system maintenance')).toBeVisible();

    await adminNav(page).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    for (const path of ['/admin', '/admin/recipes', '/admin/utilities']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
    }
  });
});
