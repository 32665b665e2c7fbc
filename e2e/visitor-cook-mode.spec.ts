import { expect, test } from './support/test.ts';
import { swipeSideways } from './support/touch.ts';
import { isPhone, openRecipe, openWithoutOnboarding } from './support/visitor.ts';

const SLUG = 'baked-feta-pasta';

test('cook mode: step by step by keys or swipe, scaled ingredients, a running timer, closed on Done', async ({
  page,
}, testInfo) => {
  // The page's clock is Playwright's: the timer's minutes pass when the test says so.
  await page.clock.install();
  await openRecipe(page, SLUG);
  const ingredients = page.getByRole('region', { name: 'Ingredients' });
  await ingredients.getByRole('button', { name: 'More servings' }).click();
  await ingredients.getByRole('button', { name: 'More servings' }).click();
  await expect(ingredients.getByRole('listitem').filter({ hasText: 'Cherry Tomatoes' })).toContainText(
    '900 g',
  );

  const opener = page.getByRole('button', { name: 'Cook mode' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Cook mode' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box).toEqual({ x: 0, y: 0, ...page.viewportSize() });
  const stepHeading = dialog.getByRole('heading', { level: 3, name: /^Step \d of 6$/ });
  await expect(stepHeading).toHaveText('Step 1 of 6');
  await expect(dialog.getByText('Heat the oven.')).toBeVisible();

  const forward = async () => {
    if (isPhone(testInfo)) await swipeSideways(page, dialog.getByTestId('cook-step'), -160);
    else await page.keyboard.press('ArrowRight');
  };
  const back = async () => {
    if (isPhone(testInfo)) await swipeSideways(page, dialog.getByTestId('cook-step'), 160);
    else await page.keyboard.press('ArrowLeft');
  };

  await forward();
  await expect(stepHeading).toHaveText('Step 2 of 6');
  await expect(dialog.getByRole('region', { name: 'For this step' })).toContainText('900 g Cherry Tomatoes');
  await back();
  await expect(stepHeading).toHaveText('Step 1 of 6');
  for (const position of [2, 3, 4]) {
    await forward();
    await expect(stepHeading).toHaveText(`Step ${position} of 6`);
  }

  await dialog.getByRole('button', { name: 'Start timer (10 min)' }).click();
  const timer = dialog.getByRole('group', { name: 'Timer for Step 4' }).getByRole('timer');
  await expect(timer).toHaveText(/^(10:00|09:5\d)$/);
  await page.clock.runFor(65_000);
  await expect(timer).toHaveText(/^08:5\d$/);
  await forward();
  await expect(stepHeading).toHaveText('Step 5 of 6');
  await expect(timer).toBeVisible();
  await dialog.getByRole('button', { name: 'Pause' }).click();
  const paused = await timer.textContent();
  await page.clock.runFor(120_000);
  await expect(timer).toHaveText(paused ?? '');

  await forward();
  await expect(stepHeading).toHaveText('Step 6 of 6');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('cook mode closes on Escape and gives focus back to its button', async ({ page }) => {
  await openRecipe(page, SLUG);
  const opener = page.getByRole('button', { name: 'Cook mode' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Cook mode' });
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('cook mode is left out of the printed page', async ({ page }) => {
  await openWithoutOnboarding(page, `/recipe/${SLUG}`);
  await expect(page.getByRole('button', { name: 'Cook mode' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Cook mode' })).toBeHidden();
});

test('cook mode keeps the screen on while open and lets it go on close', async ({ page }) => {
  // The browser's own lock is not granted headless: a stand-in records what the page asks for.
  await page.addInitScript(() => {
    const record = { requested: 0, released: 0 };
    Object.assign(window, { wakeLockRecord: record });
    Object.defineProperty(navigator, 'wakeLock', {
      value: {
        request: async () => {
          record.requested++;
          const lock = Object.assign(new EventTarget(), {
            released: false,
            release: async () => {
              lock.released = true;
              record.released++;
            },
          });
          return lock;
        },
      },
    });
  });
  await openRecipe(page, SLUG);
  const record = () => page.evaluate(() => (window as unknown as { wakeLockRecord: object }).wakeLockRecord);
  await page.getByRole('button', { name: 'Cook mode' }).click();
  await expect.poll(record).toEqual({ requested: 1, released: 0 });
  await expect(page.getByText(/screen may dim/)).toBeHidden();
  await page.keyboard.press('Escape');
  await expect.poll(record).toEqual({ requested: 1, released: 1 });
});

test('cook mode moves between steps without animation when the visitor asks for reduced motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openRecipe(page, SLUG);
  await page.getByRole('button', { name: 'Cook mode' }).click();
  const step = page.getByRole('dialog').getByTestId('cook-step').locator('> div > div');
  await expect(step).toBeVisible();
  expect(await step.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
  expect(await step.evaluate((element) => getComputedStyle(element).animationName)).toBe('cook-step-in');
});
