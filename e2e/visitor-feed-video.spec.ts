import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeClip } from '@viral/bff/testing/clips';
import { file, ldPage, type RecipeSite, recipeLd, startRecipeSite } from '@viral/bff/testing/doubles';
import type { Recipe } from '@viral/domain';
import { DEMO_ADMIN } from './support/admin-session.ts';
import { type OwnBff, startOwnBff } from './support/own-bff.ts';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from './support/test.ts';
import { isPhone, openWithoutOnboarding, swipe, waitForScreen } from './support/visitor.ts';

// Recipes imported from a page whose schema.org Recipe carries a VideoObject: the feed plays the
// stored clip while its slide is current, the recipe page shows it with controls. One import (two
// clips and a player kept as a link) serves every test of a project.

/** The tag of the two recipes with a stored clip; the one whose video is a link has another. */
const TAG = 'Reelclip';
const LINKED_TAG = 'Reellink';
const SLIDE = '[data-testid="feed-item"]';

let site: RecipeSite;
let bff: OwnBff;
let clips: string;
const slugs: Record<'first' | 'second' | 'linked', string> = { first: '', second: '', linked: '' };

async function importPages(request: APIRequestContext, urls: string[]): Promise<string[]> {
  const started = await request.post(`${bff.baseURL}/api/admin/imports`, {
    data: { urls },
    headers: { Origin: bff.baseURL },
  });
  expect(started.status()).toBeLessThan(300);
  const { id } = await started.json();
  let items: { status: string; recipe: { slug: string } | null }[] = [];
  await expect
    .poll(
      async () => {
        const job = await (await request.get(`${bff.baseURL}/api/admin/imports/${id}`)).json();
        items = job.items;
        return job.status;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');
  return items.map((item) => item.recipe?.slug ?? '');
}

const readRecipe = async (request: APIRequestContext, slug: string): Promise<Recipe> =>
  (await request.get(`${bff.baseURL}/api/recipes/${slug}`)).json();

test.beforeAll(async ({ playwright }) => {
  clips = await mkdtemp(join(tmpdir(), 'feed-video-'));
  const clip = await readFile(
    await makeClip('ffmpeg', clips, 'clip.mp4', { width: 360, height: 640, seconds: 4 }),
  );
  const video = (fields: Record<string, unknown>, keywords = TAG) => ({
    keywords,
    video: { '@type': 'VideoObject', name: 'How to', ...fields },
  });
  site = await startRecipeSite(({ path, origin }) => {
    if (path === '/clip.mp4') return file(clip, 'video/mp4');
    if (path === '/first')
      return ldPage(recipeLd('Reel Noodles', video({ contentUrl: `${origin}/clip.mp4` })));
    if (path === '/second')
      return ldPage(recipeLd('Reel Dumplings', video({ contentUrl: `${origin}/clip.mp4` })));
    if (path === '/linked')
      return ldPage(
        recipeLd('Reel Player Soup', video({ embedUrl: 'https://www.youtube.com/embed/reel' }, LINKED_TAG)),
      );
    return undefined;
  });
  bff = await startOwnBff({ IMPORT_ALLOW_HOSTS: site.host });
  // Importing and transcoding two clips at the lowest priority on a busy machine.
  test.setTimeout(300_000);
  // Signed in through the API: the import is the subject here, not the admin's screens.
  const admin = await playwright.request.newContext({ baseURL: bff.baseURL });
  const signedIn = await admin.post('/api/auth/login', {
    data: DEMO_ADMIN,
    headers: { Origin: bff.baseURL },
  });
  expect(signedIn.ok()).toBe(true);
  const [first, second, linked] = await importPages(
    admin,
    ['/first', '/second', '/linked'].map((path) => `${site.origin}${path}`),
  );
  Object.assign(slugs, { first, second, linked });
  // The import finishes at once; the video worker then downloads and transcodes the clips.
  for (const slug of [first, second] as string[])
    await expect
      .poll(async () => (await readRecipe(admin, slug)).video?.url ?? null, { timeout: 120_000 })
      .toMatch(/^\/media\/videos\/.+\.mp4$/);
  await admin.dispose();
});
test.afterAll(async () => {
  await bff?.stop();
  await site?.close();
  if (clips) await rm(clips, { recursive: true, force: true });
});

const feedPath = () => `${bff.baseURL}/category-explore/${TAG.toLowerCase()}`;
const slideVideo = (page: Page, position: number) =>
  page.locator(`${SLIDE}[data-position="${position}"] video`);
const playback = (page: Page, position: number) =>
  slideVideo(page, position).evaluate((video: HTMLVideoElement) => ({
    paused: video.paused,
    muted: video.muted,
    time: video.currentTime,
  }));

async function nextSlide(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) await swipe(page, SLIDE, -120);
  else await page.keyboard.press('ArrowDown');
  await expect(page.getByText(/^Recipe 2 of/)).toBeVisible();
}

/** Console errors and warnings (a hydration mismatch is one). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

test('a slide plays its video muted while current, pauses when it leaves; sound is remembered', async ({
  page,
}, testInfo) => {
  const problems = consoleProblems(page);
  const ranges: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/media/videos/')) ranges.push(response.status());
  });
  const response = await openWithoutOnboarding(page, feedPath());
  // The server's HTML has the first slide's photo and no video: nothing to slow the first paint.
  expect(await response?.text()).not.toContain('<video');

  await expect.poll(async () => (await playback(page, 0)).time, { timeout: 20_000 }).toBeGreaterThan(0.3);
  expect(await playback(page, 0)).toMatchObject({ paused: false, muted: true });
  // The next slide's clip waits with its metadata only.
  await expect(slideVideo(page, 1)).toHaveAttribute('preload', 'metadata');
  expect(ranges).toContain(206);

  await page.getByRole('button', { name: 'Turn sound on' }).click();
  expect(await playback(page, 0)).toMatchObject({ paused: false, muted: false });
  await nextSlide(page, testInfo);
  await expect.poll(async () => (await playback(page, 0)).paused).toBe(true);
  await expect.poll(async () => (await playback(page, 1)).time, { timeout: 20_000 }).toBeGreaterThan(0.3);
  expect(await playback(page, 1)).toMatchObject({ paused: false, muted: false });
  await expect(page.getByRole('button', { name: 'Turn sound off' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('viral_feed_sound'))).toBe('on');
  expect(problems).toEqual([]);
});

test('the stored MP4 answers a byte range with 206', async ({ request }) => {
  const { video } = await readRecipe(request, slugs.first);
  const ranged = await request.get(`${bff.baseURL}${video?.url}`, { headers: { Range: 'bytes=0-1023' } });
  expect(ranged.status()).toBe(206);
  expect(ranged.headers()['content-type']).toBe('video/mp4');
  expect(ranged.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
  expect((await ranged.body()).byteLength).toBe(1024);
});

test('with reduced motion the photo shows with a play button, and nothing plays or loads until pressed', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/media/videos/')) videoRequests.push(request.url());
  });
  await openWithoutOnboarding(page, feedPath());
  const play = page.getByRole('button', { name: 'Play video' });
  await expect(play).toBeVisible();
  await expect(page.locator(`${SLIDE} video`)).toHaveCount(0);
  expect(videoRequests).toEqual([]);
  await play.click();
  await expect.poll(async () => (await playback(page, 0)).time, { timeout: 20_000 }).toBeGreaterThan(0.3);
  expect(await playback(page, 0)).toMatchObject({ paused: false, muted: true });
  await expect(play).toBeHidden();
});

test('the recipe page shows the video with controls; a video kept as a link is linked', async ({ page }) => {
  await page.goto(`${bff.baseURL}/tag/${TAG.toLowerCase()}`);
  await expect(page.getByTestId('recipe-card').filter({ hasText: 'Reel Noodles' })).toContainText('Video');
  await page.goto(`${bff.baseURL}/tag/${LINKED_TAG.toLowerCase()}`);
  await expect(page.getByTestId('recipe-card').filter({ hasText: 'Reel Player Soup' })).not.toContainText(
    'Video',
  );

  await page.goto(`${bff.baseURL}/recipe/${slugs.first}`);
  await waitForScreen(page);
  const player = page.getByLabel('Video: Reel Noodles');
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute('controls', '');
  await player.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThan(0.3);

  await page.goto(`${bff.baseURL}/recipe/${slugs.linked}`);
  const link = page.getByRole('link', { name: 'Watch the video' });
  await expect(link).toHaveAttribute('href', 'https://www.youtube.com/embed/reel');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.locator('video')).toHaveCount(0);
});
