import type { Page } from '@playwright/test';

/**
 * Resolves when every finite CSS animation and transition on the page has finished, so a check
 * reads colours and positions at rest rather than halfway through a fade. Endless ones (a loading
 * pulse) are left running.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
