import { pauseClock } from './support/clock.ts';
import { expect, test } from './support/test.ts';
import { isPhone, openWithoutOnboarding } from './support/visitor.ts';

test.describe('home page', () => {
  test('hero video, three steps, explore promo, featured and popular cards', async ({ page }, testInfo) => {
    await openWithoutOnboarding(page, '/');
    const video = page.getByTestId('hero-video');
    await expect(video).toHaveAttribute('data-autoplay', 'true');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc))
      .toMatch(/\/mf\/feed\/hero-loop\.[0-9a-f]+\.webm$/);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    for (const step of ['Scroll', 'Like', 'Make'])
      await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
    const primary = isPhone(testInfo) ? 'Start Exploring' : 'Discover Recipes';
    await expect(page.getByRole('link', { name: primary })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Categories' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Enter Explore Mode/ })).toHaveAttribute('href', '/explore');
    await expect(page.getByRole('region', { name: 'Trending Today' }).getByTestId('recipe-card')).toHaveCount(
      3,
    );
    await expect(page.getByRole('region', { name: 'Popular' }).getByTestId('recipe-card')).toHaveCount(8);
  });

  test('the hero and its poster show from the HTML before any script', async ({ page }) => {
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /can't stop making/ })).toBeVisible();
    // The poster is small enough to travel inside the HTML.
    await expect
      .poll(() => page.getByTestId('hero-video').evaluate((video: HTMLVideoElement) => video.poster))
      .toMatch(/^data:image\/jpeg;base64,/);
  });

  test('respects prefers-reduced-motion: the hero video does not play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openWithoutOnboarding(page, '/');
    const video = page.getByTestId('hero-video');
    await expect(video).toBeAttached();
    await expect(video).toHaveAttribute('data-autoplay', 'false');
    // Well past the moment the hero starts its video when motion is allowed.
    await page.clock.fastForward(2000);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('onboarding opens after 1 s; choosing a category completes and goes to /explore', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Popular' }).getByTestId('recipe-card')).toHaveCount(8);
    await page.clock.fastForward(1000);
    await expect(dialog.getByRole('heading', { name: 'Welcome to Viral Recipes!' })).toBeVisible();
    await dialog.getByRole('button', { name: /Get Started/ }).click();
    const next = dialog.getByRole('button', { name: 'Continue' });
    await expect(next).toBeDisabled();
    await expect(dialog.getByText('Select at least one category')).toBeVisible();
    await dialog.getByRole('button', { name: 'Dessert' }).click();
    await expect(next).toBeEnabled();
    // The last step shows for 2 s only: stop the clock so that a slow machine still sees it.
    await pauseClock(page);
    await next.click();
    await expect(dialog.getByRole('heading', { name: "You're all set!" })).toBeVisible();
    await page.clock.runFor(2000);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(500);
    await expect(page).toHaveURL(/\/explore$/);
    expect(await page.evaluate(() => localStorage.getItem('user_category_preferences'))).toBe('["Dessert"]');
    await page.clock.resume();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Popular' }).getByTestId('recipe-card')).toHaveCount(8);
    await page.clock.fastForward(1500);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('Skip closes onboarding and stays home', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Popular' }).getByTestId('recipe-card')).toHaveCount(8);
    await page.clock.fastForward(1000);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await expect(dialog).toBeHidden();
    // Longer than a completed onboarding waits before it goes to /explore.
    await page.clock.fastForward(800);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('category_preferences_set'))).toBe('true');
  });
});
