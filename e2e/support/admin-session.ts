import { expect, type Page } from '@playwright/test';

/** The demo admin bff/src/auth/demo-admin.ts creates in DEMO mode (the login page prints it too). */
export const DEMO_ADMIN = { email: 'demo@viral.recipes', password: 'viral-demo-2025' };

export async function signInAsDemoAdmin(page: Page, baseURL = '') {
  await page.goto(`${baseURL}/admin/login`);
  await expect(page.getByTestId('demo-credentials')).toContainText(DEMO_ADMIN.email);
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Sidebar links; on a phone the sidebar is a scrolling bar above the screen. */
export function adminNav(page: Page) {
  return page.getByRole('navigation', { name: 'Admin' });
}

/** Stat card figures wider than their card leaves them ('Complete!' at 390 px). */
export function overflowingFigures(page: Page) {
  return page
    .locator('[data-testid^="stat-"]')
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent),
    );
}
