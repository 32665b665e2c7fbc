import { signInAsDemoAdmin } from './support/admin-session.ts';
import { type ImportWorld, startImportWorld } from './support/import-site.ts';
import { expect, test } from './support/test.ts';

// An imported recipe's photo is fetched once by the bff and shown from the site's own /media,
// in the width the screen needs, never from the source site.

let world: ImportWorld;
test.beforeAll(async () => {
  world = await startImportWorld();
});
test.afterAll(async () => {
  await world?.stop();
});

test('an imported recipe shows its stored photo from /media: WebP at once, AVIF and JPEG once the background pass has made them', async ({
  page,
}, testInfo) => {
  // The background pass looks for photos to finish every 30 s.
  test.setTimeout(120_000);
  const slug = `photo-saffron-risotto-${testInfo.project.name}`;
  const sourceRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${world.site}/photos/`)) sourceRequests.push(request.url());
  });
  await signInAsDemoAdmin(page, world.bff.baseURL);
  await page.goto(`${world.bff.baseURL}/admin/add-recipe`);
  await page.getByLabel('Recipe URL').fill(`${world.site}/recipe/${slug}`);
  await page.getByRole('button', { name: 'Validate & Generate Recipe' }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${slug}`));

  // A fresh load: the recipe screen rendered on the server, with the stored photo's picture.
  await page.reload();
  const title = `Photo Saffron Risotto ${testInfo.project.name === 'phone' ? 'Phone' : 'Desktop'}`;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const hero = page.getByRole('img', { name: title });
  const picture = page.locator('picture', { has: hero });
  // What a first view needs is stored at import: WebP.
  await expect(hero).toHaveAttribute('srcset', /\/media\/[0-9a-f]{64}\/640\.webp 640w/);
  await expect(picture.locator('source[type="image/avif"]')).toHaveCount(0);
  // The background pass adds the larger widths in AVIF and JPEG; a later view offers them.
  await expect(async () => {
    await page.reload();
    await expect(hero).toHaveAttribute('srcset', /\/media\/[0-9a-f]{64}\/320\.jpeg 320w/, { timeout: 1000 });
  }).toPass({ timeout: 75_000, intervals: [2000] });
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /\/media\/[0-9a-f]{64}\/1280\.avif 1280w/,
  );
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp 640w/);
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const shown = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(shown).toMatch(new RegExp(`^${world.bff.baseURL}/media/[0-9a-f]{64}/\\d+\\.avif$`));

  expect(sourceRequests).toEqual([]);
  expect(world.photoFetches.get(`/photos/${slug}.jpg`)).toBe(1);
});
