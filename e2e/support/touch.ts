import type { Locator, Page } from '@playwright/test';

/**
 * A real finger swipe across the middle of `target` (dx < 0 moves the finger left), sent through the
 * browser's touch input so pointer events, touch-action and scrolling behave as on a phone.
 */
export async function swipeSideways(page: Page, target: Locator, dx: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('swipe target is not on screen');
  const y = box.y + box.height / 2;
  const from = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', from);
  for (let step = 1; step <= 5; step++) await touch('touchMove', from + (dx * step) / 5);
  await touch('touchEnd', from + dx);
  await cdp.detach();
}
