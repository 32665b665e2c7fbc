import { expect, type Locator, test } from '@playwright/test';
import { isPhone, openWithoutOnboarding } from './support/visitor.ts';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('phone explore feed: the Swipe up hint covers none of the slide', async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), 'the hint shows on phones only');
  await openWithoutOnboarding(page, '/explore');
  const hint = page.getByText('Swipe up');
  await expect(hint).toBeVisible();
  const slide = page.locator('[data-testid="feed-item"][data-position="0"]');
  const covered = [
    slide.getByTestId('slide-facts'),
    slide.getByRole('link', { name: /View Recipe/ }),
    slide.getByRole('heading', { level: 2 }),
  ];
  for (const part of covered) expect(overlaps(await boxOf(hint), await boxOf(part))).toBe(false);
  await expect(slide.getByTestId('slide-facts')).toContainText(/\d+ servings?\b/);
  await expect(slide.getByTestId('slide-facts')).not.toContainText(/\b1 servings/);
});
