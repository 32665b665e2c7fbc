import type { Page, TestInfo } from '@playwright/test';

/** Whether this project is the phone one (390 px, touch). */
export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** Opens a page with onboarding already answered, so the modal does not cover what a test is about. */
export async function openWithoutOnboarding(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem('category_preferences_set', 'true'));
  return page.goto(path);
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
