import { pauseClock } from './support/clock.ts';
import { expect, type Request, test } from './support/test.ts';
import { isPhone, openWithoutOnboarding, swipe } from './support/visitor.ts';

const FEED = '[data-testid="feed-item"]';

test('sitewide feed: swipe or keys, i / n, hint gone after 3 moves, only neighbours in the DOM', async ({
  page,
}, testInfo) => {
  await openWithoutOnboarding(page, '/');
  await page.goto('/explore');
  const counter = page.getByText(/^1 \/ \d+$/);
  await expect(counter).toBeVisible();
  const total = Number((await counter.textContent())?.split('/')[1]);
  await expect(page.locator(FEED)).toHaveCount(2);
  const move = async (direction: 'down' | 'up', distance = 120) => {
    if (isPhone(testInfo)) await swipe(page, FEED, direction === 'down' ? -distance : distance);
    else await page.keyboard.press(direction === 'down' ? 'ArrowDown' : 'ArrowUp');
  };
  if (isPhone(testInfo)) {
    await expect(page.getByText('Swipe up')).toBeVisible();
    await move('down', 40);
    await expect(page.getByText(`1 / ${total}`)).toBeVisible();
  }
  await move('down');
  await expect(page.getByText(`2 / ${total}`)).toBeVisible();
  await expect(page.locator(FEED)).toHaveCount(3);
  await move('down');
  await move('up');
  await expect(page.getByText(`2 / ${total}`)).toBeVisible();
  await expect(page.getByText('Swipe up')).toBeHidden();
  await page.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('sitewide feed: a view is recorded after 500 ms on an item', async ({ page }, testInfo) => {
  const views: Request[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && /\/api\/recipes\/[^/]+\/view$/.test(req.url())) views.push(req);
  });
  await page.clock.install();
  await openWithoutOnboarding(page, '/explore');
  const counter = page.getByText(/^1 \/ \d+$/);
  await expect(counter).toBeVisible();
  const total = Number((await counter.textContent())?.split('/')[1]);
  await pauseClock(page);
  // The view is noted in the browser's record in the same moment its request leaves.
  const viewed = (): Promise<string[]> =>
    page.evaluate(() => JSON.parse(localStorage.getItem('viral_user_behavior') ?? '{}').viewedRecipes ?? []);
  const before = await viewed();
  if (isPhone(testInfo)) await swipe(page, FEED, -120);
  else await page.keyboard.press('ArrowDown');
  await expect(page.getByText(`2 / ${total}`)).toBeVisible();
  await page.clock.runFor(499);
  expect(await viewed()).toEqual(before);
  await page.clock.runFor(1);
  const [second] = await viewed();
  expect(before).not.toContain(second);
  await expect.poll(() => views.find((req) => req.url().endsWith(`/${second}/view`))).toBeTruthy();
  const view = views.find((req) => req.url().endsWith(`/${second}/view`));
  expect(view?.headers()['x-session-id']).toBeTruthy();
});

test('desktop sitewide feed: preloading with N images cached and Ready; Escape goes back', async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'the cache indicator is desktop only');
  await openWithoutOnboarding(page, '/search');
  await page.goto('/explore');
  // current + 5 ahead; then from the third item two more ahead and nothing new behind
  await expect(page.getByText('6 images cached')).toBeVisible();
  await expect(page.getByText('Ready', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Go to recipe 3' }).click();
  await expect(page.getByText(/^3 \/ \d+$/)).toBeVisible();
  await expect(page.getByText('8 images cached')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/search$/);
});

test('tag feed: Recipe i of n, arrows or swipes, Escape back to the tag page', async ({ page }, testInfo) => {
  await openWithoutOnboarding(page, '/category-explore/dessert');
  const counter = page.getByText(/^Recipe 1 of \d+$/);
  await expect(counter).toBeVisible();
  const total = Number((await counter.textContent())?.split(' of ')[1]);
  if (isPhone(testInfo)) await swipe(page, FEED, -120);
  else await page.getByRole('button', { name: 'Next recipe' }).click();
  await expect(page.getByText(`Recipe 2 of ${total}`)).toBeVisible();
  if (!isPhone(testInfo)) {
    await expect(page.getByText('Use ↑↓ arrow keys, click arrows, or press ESC to exit')).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText(`Recipe 1 of ${total}`)).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/tag\/dessert$/);
});

for (const path of ['/explore', '/category-explore/dessert']) {
  test(`${path}: Tab cycles only within the full-screen feed, never to the header behind it`, async ({
    page,
  }) => {
    await openWithoutOnboarding(page, path);
    await expect(page.locator(FEED).first()).toBeVisible();
    const focused: string[] = [];
    for (let press = 0; press < 24; press++) {
      await page.keyboard.press('Tab');
      focused.push(
        await page.evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body) return 'nothing';
          return element.closest('[data-mf="mf_feed"]') ? 'feed' : element.outerHTML.slice(0, 120);
        }),
      );
    }
    expect(focused.filter((where) => where !== 'feed' && where !== 'nothing')).toEqual([]);
    // Past the last control focus leaves the page and comes back to the feed's first one.
    expect(focused.filter((where) => where === 'feed').length).toBeGreaterThan(12);
  });
}

for (const path of ['/explore', '/category-explore/dessert']) {
  test(`${path}: the first slide is in the HTML, and the feed starts on it in the same place`, async ({
    page,
  }) => {
    // One answer for both loads, so the server's slide (the feed is shuffled per request) is the same.
    const answer = await page.request.get(path);
    const headers = Object.fromEntries(
      Object.entries(answer.headers()).filter(([name]) => !/^content-(encoding|length)$/.test(name)),
    );
    const body = await answer.text();
    await page.route(`**${path}`, (route) => route.fulfill({ status: 200, headers, body }));
    const SCRIPTS = /\.js$/;
    await page.route(SCRIPTS, (route) => route.abort());

    await page.goto(path);
    const serverSlide = page.locator(`${FEED}[data-position="0"]`);
    const serverTitle = serverSlide.getByRole('heading', { level: 2 });
    await expect(serverTitle).toBeVisible();
    const title = (await serverTitle.textContent()) ?? '';
    expect(title).not.toBe('');
    const before = await serverTitle.boundingBox();
    await page.unroute(SCRIPTS);

    await openWithoutOnboarding(page, path);
    const current = page.locator(`${FEED}[data-position="0"]`);
    const shownTitle = current.getByRole('heading', { level: 2 });
    await expect(shownTitle).toHaveText(title);
    // The rest of the feed follows the server's slide.
    await expect(page.getByText(/^(1 \/|Recipe 1 of) \d+$/)).toBeVisible();
    const after = await shownTitle.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs((after?.[side] ?? 0) - (before?.[side] ?? Number.NaN)), side).toBeLessThanOrEqual(2);
  });
}
