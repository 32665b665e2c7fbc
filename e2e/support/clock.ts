import type { Page } from '@playwright/test';

/**
 * Stops the page's fake clock (installed with `page.clock.install()`) about where it is, so that
 * from here only `page.clock.runFor` moves time. The clock must run while a document loads (the
 * federated screens load through timers), so stop it only once the screen under test shows, and
 * do not navigate afterwards. Timers due within the next second fire on the way.
 */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}
