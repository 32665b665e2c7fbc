import { expect, test } from './support/test.ts';
import { openWithoutOnboarding } from './support/visitor.ts';

test('a card whose image fails shows a tidy tile and reports the image for repair, once', async ({
  page,
}) => {
  await page.route('**/media/demo/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  const reports: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/image-broken')) reports.push(`${response.status()} ${response.url()}`);
  });

  await openWithoutOnboarding(page, '/');
  const card = page.getByRole('region', { name: 'Popular' }).getByTestId('recipe-card').first();
  await card.scrollIntoViewIfNeeded();
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  // The broken <img> is replaced by a tile that keeps the recipe's name for screen readers.
  await expect(card.getByRole('img', { name: title })).toHaveJSProperty('tagName', 'DIV');
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  expect(reports.every((report) => report.startsWith('202 '))).toBe(true);
  expect(new Set(reports).size).toBe(reports.length);
});
