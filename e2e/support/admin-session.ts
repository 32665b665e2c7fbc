import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

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

/** What a browser keeps of a sign-in: its cookies and storage. */
export type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs in as the demo admin once, through the sign-in page, in a browser context of its own, and
 * returns what that browser kept, for a file's tests to start signed in
 * (`test.use({ storageState })`) instead of each verifying the password at full scrypt cost.
 * admin-sign-in.spec.ts checks signing in and out itself.
 */
export async function signInOnce(browser: Browser, baseURL: string): Promise<SignedIn> {
  const context = await browser.newContext();
  try {
    await signInAsDemoAdmin(await context.newPage(), baseURL);
    return await context.storageState();
  } finally {
    await context.close();
  }
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
