import { expect, type Locator, type Page, test } from './support/test.ts';
import { openWithoutOnboarding } from './support/visitor.ts';

const heldReads = (html: string): Record<string, unknown> =>
  JSON.parse(html.match(/<script type="application\/json" id="painted-reads">(.*?)<\/script>/)?.[1] ?? '{}');

/**
 * Pages whose HTML holds the answers their screen was painted from: the screen must show them
 * without asking the server again. `paths` are the API paths of the screen's first reads, so a
 * held answer under a URL the screen does not ask would show here as a request.
 */
const pages: { path: string; paths: string[]; shown: (page: Page) => Locator }[] = [
  {
    path: '/search?q=pasta',
    paths: ['/api/recipes'],
    shown: (page) => page.getByTestId('recipe-card').first(),
  },
  { path: '/categories', paths: ['/api/tags'], shown: (page) => page.getByTestId('tag-card').first() },
  {
    path: '/tag/italian',
    paths: ['/api/tags/italian', '/api/tags/italian/related', '/api/tags/italian/recipes'],
    shown: (page) => page.getByTestId('recipe-card').first(),
  },
];

for (const { path, paths, shown } of pages) {
  test(`${path}: the screen shows the answers its page holds without asking for them again`, async ({
    page,
  }) => {
    const held = heldReads(await (await page.request.get(path)).text());
    expect(
      Object.keys(held)
        .map((url) => new URL(url, 'http://site').pathname)
        .sort(),
    ).toEqual([...paths].sort());
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/')) asked.push(url.pathname);
    });
    await openWithoutOnboarding(page, path);
    await expect(shown(page)).toBeVisible();
    await expect(page.locator('#painted-reads')).toHaveCount(0);
    expect(asked.filter((asked) => paths.includes(asked))).toEqual([]);
  });
}
