import type { Page, TestInfo } from '@playwright/test';

/** Whether this project is the phone one (390 px, touch). */
export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/**
 * Waits until the page's screen works: the server rendered it, and its buttons and fields do nothing
 * until the browser has hydrated it (shell's ScreenReady), or its area shows the fallback instead.
 */
export async function waitForScreen(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-screen-ready') ||
      document.querySelector('#root [role="alert"]') !== null,
  );
}

/** Opens a page with onboarding already answered, so the modal does not cover what a test is about, once it works. */
export async function openWithoutOnboarding(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem('category_preferences_set', 'true'));
  const response = await page.goto(path);
  await waitForScreen(page);
  return response;
}

/**
 * Opens a recipe page, without onboarding, and waits until its screen has hydrated (its effects
 * record the view): the server-rendered buttons do nothing before that.
 */
export async function openRecipe(page: Page, slug: string) {
  const viewed = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/api\/recipes\/[^/]+\/view$/.test(request.url()),
  );
  const response = await openWithoutOnboarding(page, `/recipe/${slug}`);
  await viewed;
  return response;
}

/** A vertical finger swipe on an element (dy < 0 moves the finger up). */
export async function swipe(page: Page, selector: string, dy: number) {
  await page
    .locator(selector)
    .first()
    .evaluate((element, delta) => {
      const touch = (y: number) => new Touch({ identifier: 1, target: element, clientX: 200, clientY: y });
      element.dispatchEvent(
        new TouchEvent('touchstart', { bubbles: true, touches: [touch(500)], changedTouches: [touch(500)] }),
      );
      element.dispatchEvent(
        new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(500 + delta)] }),
      );
    }, dy);
}
