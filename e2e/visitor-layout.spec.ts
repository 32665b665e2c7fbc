import { expect, type Locator, type Page, test } from './support/test.ts';
import { isPhone, openWithoutOnboarding } from './support/visitor.ts';

const DESKTOP = { width: 1366, height: 900 };

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the whole box lies inside the page's viewport width. */
const insideWidth = (page: Page, box: Box) =>
  box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0);

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

test('phone tag feed: the tag label shows beside Back and the count, none covering another', async ({
  page,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'desktop had the label already');
  await openWithoutOnboarding(page, '/category-explore/dessert');
  const counter = page.getByText(/^Recipe 1 of \d+$/);
  await expect(counter).toBeVisible();
  const label = page.getByRole('paragraph').filter({ hasText: /^#Dessert$/ });
  await expect(label).toBeVisible();
  const back = page.getByRole('link', { name: 'Back' });
  const [labelBox, backBox, counterBox] = await Promise.all([boxOf(label), boxOf(back), boxOf(counter)]);
  expect(overlaps(labelBox, backBox)).toBe(false);
  expect(overlaps(labelBox, counterBox)).toBe(false);
  expect(insideWidth(page, counterBox)).toBe(true);
});

test('recipe page on a phone: the actions keep to one row and the steps follow the ingredients', async ({
  page,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'phone layout');
  await openWithoutOnboarding(page, '/recipe/baked-feta-pasta');
  const actions = [
    page.getByRole('button', { name: 'Cook mode' }),
    page.getByRole('button', { name: /^Like,/ }),
    page.getByRole('button', { name: 'Save' }),
    page.getByRole('button', { name: 'Share', exact: true }),
  ];
  const boxes = await Promise.all(actions.map(boxOf));
  for (const box of boxes) {
    expect(Math.abs(box.y - (boxes[0] as Box).y)).toBeLessThan(4);
    expect(insideWidth(page, box)).toBe(true);
  }
  const ingredients = await boxOf(page.getByRole('region', { name: 'Ingredients' }));
  const steps = await boxOf(page.getByRole('region', { name: 'Instructions' }));
  const nutrition = await boxOf(page.getByRole('region', { name: 'Nutrition' }));
  expect(steps.y).toBeGreaterThan(ingredients.y + ingredients.height);
  expect(steps.y - (ingredients.y + ingredients.height)).toBeLessThan(40);
  expect(nutrition.y).toBeGreaterThan(steps.y + steps.height);
});

test('recipe page on a desktop: the nutrition sits under the ingredients, the steps beside them', async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'desktop layout');
  await page.setViewportSize(DESKTOP);
  await openWithoutOnboarding(page, '/recipe/baked-feta-pasta');
  const ingredients = await boxOf(page.getByRole('region', { name: 'Ingredients' }));
  const steps = await boxOf(page.getByRole('region', { name: 'Instructions' }));
  const nutrition = await boxOf(page.getByRole('region', { name: 'Nutrition' }));
  expect(nutrition.x).toBeCloseTo(ingredients.x, 0);
  expect(nutrition.y - (ingredients.y + ingredients.height)).toBeLessThan(40);
  expect(nutrition.y).toBeGreaterThan(ingredients.y + ingredients.height);
  expect(steps.x).toBeGreaterThan(ingredients.x + ingredients.width);
  expect(Math.abs(steps.y - ingredients.y)).toBeLessThan(4);
});

test('a like shows +1 beside the count, standing still for reduced motion', async ({ page }, testInfo) => {
  if (!isPhone(testInfo)) await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openWithoutOnboarding(page, '/recipe/baked-feta-pasta');
  const like = page.getByRole('button', { name: /^Like,/ });
  await expect(like.getByTestId('like-count')).toHaveText('26.5K');
  expect(await tapAndCatchDelta(like)).toEqual({ text: '+1', animation: 'none' });
  await expect(like.getByTestId('like-delta')).toBeHidden();
  await expect(like.getByTestId('like-count')).toHaveText('26.5K');

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await tapAndCatchDelta(like)).toEqual({ text: '−1', animation: 'like-delta' });
});

/** Taps the like and reads the change it shows the moment it appears (it stays only a second). */
function tapAndCatchDelta(like: Locator) {
  return like.evaluate(
    (button) =>
      new Promise<{ text: string | null; animation: string }>((resolve) => {
        const observer = new MutationObserver(() => {
          const delta = button.querySelector('[data-testid="like-delta"]');
          if (!delta) return;
          observer.disconnect();
          resolve({ text: delta.textContent, animation: getComputedStyle(delta).animationName });
        });
        observer.observe(button, { childList: true, subtree: true });
        (button as HTMLButtonElement).click();
      }),
  );
}

test('search: the placeholder reads whole in the box, and the difficulty chip in Title Case', async ({
  page,
}, testInfo) => {
  if (!isPhone(testInfo)) await page.setViewportSize(DESKTOP);
  await openWithoutOnboarding(page, '/search?difficulty=easy');
  const box = page.getByRole('searchbox', { name: 'Search recipes' });
  await expect(box).toBeVisible();
  const room = await box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(input.placeholder).width;
    const width =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { text, width };
  });
  expect(room.text).toBeLessThanOrEqual(room.width);
  await expect(page.getByRole('button', { name: 'Remove filter Difficulty: Easy' })).toBeVisible();
});
