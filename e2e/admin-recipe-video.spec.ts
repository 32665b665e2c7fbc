import { signInAsDemoAdmin } from './support/admin-session.ts';
import { type ImportWorld, startImportWorld, titleOf } from './support/import-site.ts';
import { expect, test } from './support/test.ts';

// A recipe's video in the back-office: an import says its video is being prepared, then stored;
// the edit dialog plays it, removes it (confirmed) and replaces it from an address. The bff is
// the world's own, allowed to fetch the local site whose page carries a small ffmpeg-made clip.

let world: ImportWorld;
test.beforeAll(async () => {
  world = await startImportWorld({ clips: true });
});
test.afterAll(async () => {
  await world?.stop();
});

/** Preparing a clip runs ffmpeg at nice 19 on a machine the other specs keep busy. */
const PREPARED_MS = 90_000;

test('an imported video is prepared, then played, removed and replaced from the edit dialog', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const slug = `video-shakshuka-${testInfo.project.name}`;
  const title = titleOf(slug);
  const confirms: string[] = [];
  page.on('dialog', (dialog) => {
    // The bulk import's end-of-run alert is accepted too; the confirmations are what is checked.
    if (dialog.type() === 'confirm') confirms.push(dialog.message());
    void dialog.accept();
  });
  await signInAsDemoAdmin(page, world.bff.baseURL);

  // Bulk Import: the item ends at once with its video being prepared, then the page sees it stored.
  await page.goto(`${world.bff.baseURL}/admin/bulk-import`);
  await page.getByLabel('Recipe URLs (one per line)').fill(`${world.site}/recipe/${slug}`);
  await page.getByRole('button', { name: 'Start Bulk Import' }).click();
  const item = page.getByTestId('import-item');
  await expect(item).toHaveAttribute('data-status', 'completed');
  await expect(item.getByTestId('video-outcome')).toHaveText('Video being prepared');
  await expect(page.getByTestId('video-summary')).toHaveText('Videos: 1 video being prepared.');
  await expect(item.getByTestId('video-outcome')).toHaveText('Video stored', { timeout: PREPARED_MS });
  await expect(page.getByTestId('video-summary')).toHaveText('Videos: 1 video stored.');

  // The dashboard counts it.
  await page.goto(`${world.bff.baseURL}/admin`);
  await expect(page.getByTestId('stat-With Video')).toHaveText('1');

  // The edit dialog plays it, with its length, size and dimensions.
  await page.goto(`${world.bff.baseURL}/admin/recipes`);
  const row = page.getByTestId('recipe-row').first();
  await expect(row).toContainText(title);
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Recipe' });
  const video = dialog.getByTestId('recipe-video');
  await expect(video).toHaveAttribute('data-status', 'stored');
  await expect(video.getByTestId('video-details')).toHaveText(/^Stored · 0:03 · [\d.]+ KB · 320×240$/);
  const source = (await video.locator('video').getAttribute('src')) ?? '';
  expect(source).toMatch(/^\/media\/videos\/[0-9a-f-]{36}\/[0-9a-f]{64}\.mp4$/);
  const played = await page.request.get(`${world.bff.baseURL}${source}`, {
    headers: { Range: 'bytes=0-99' },
  });
  expect(played.status()).toBe(206);

  // Remove: asked first; then it is gone, its address no longer answers.
  await video.getByRole('button', { name: 'Remove video' }).click();
  await expect(video).toHaveAttribute('data-status', 'none');
  expect(confirms).toEqual(["Remove this recipe's video? Its file is deleted."]);
  await expect(video.getByText('No video.')).toBeVisible();
  expect((await page.request.get(`${world.bff.baseURL}${source}`)).status()).toBe(404);

  // Replace from an address: refused clearly when the host is not public, nothing changed.
  const address = video.getByLabel('Replace from address');
  await address.fill('http://10.1.2.3/clip.mp4');
  await video.getByRole('button', { name: 'Replace video' }).click();
  await expect(video.getByRole('alert')).toHaveText(/10\.1\.2\.3 is not a public address/);
  await expect(video).toHaveAttribute('data-status', 'none');
  // The site's other clip: queued through the guarded fetcher, prepared, then played.
  await address.fill(`${world.site}/clips/other.mp4`);
  await video.getByRole('button', { name: 'Replace video' }).click();
  await expect(video.getByText('Being prepared: it plays once it is stored.')).toBeVisible();
  await expect(video).toHaveAttribute('data-status', 'stored', { timeout: PREPARED_MS });
  await expect(video.getByTestId('video-details')).toHaveText(/· 240×320$/);
  await expect(video.getByRole('link', { name: `${world.site}/clips/other.mp4` })).toBeVisible();
  const replaced = (await video.locator('video').getAttribute('src')) ?? '';
  expect(replaced).not.toBe(source);
  expect((await page.request.get(`${world.bff.baseURL}${replaced}`)).status()).toBe(200);
});
