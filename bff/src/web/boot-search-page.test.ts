import { SEARCH_PAGE_SIZE } from '@viral/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogue } from '../testing/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { okJson } from '../testing/typed-client.ts';

const paintedTitles = (html: string) => [...html.matchAll(/<h3>(.*?)<\/h3>/g)].map((match) => match[1]);
const paintedIds = (html: string) =>
  JSON.parse(
    html.match(/<script type="application\/json" id="boot-screen-data">(.*?)<\/script>/)?.[1] ?? 'null',
  )?.items.map((item: { id: string }) => item.id);

describe('/search as the bff serves it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await insertCatalogue(
      t.db.db,
      [],
      ['Pasta Bake', 'Pasta Salad', 'Creamy Pasta', 'Pasta Chips', 'Lemon Pasta', 'Cloud Bread'].map(
        (title, n) => ({
          title,
          description: `${title} & more`,
          views: 100 * n,
        }),
      ),
    );
  });
  afterAll(() => t.close());

  const searchApi = async (query: Record<string, string>) =>
    okJson(t.api.recipes.$get({ query: { ...query, limit: String(SEARCH_PAGE_SIZE) } }));

  it('paints the first results of the read the screen starts with, in its order', async () => {
    for (const [url, query] of [
      ['/search', {}],
      ['/search?q=pasta', { q: 'pasta' }],
      ['/search?q=%20%20pasta%20', { q: 'pasta' }],
    ] as const) {
      const html = await (await t.app.request(url)).text();
      const { items } = await searchApi(query);
      expect(items.length).toBeGreaterThan(0);
      expect(paintedIds(html), url).toEqual(items.slice(0, 4).map((recipe) => recipe.id));
      expect(paintedTitles(html), url).toEqual(items.slice(0, 4).map((recipe) => recipe.title));
      // The painted photos come before the code that replaces them.
      expect(html).toMatch(/as="script" fetchpriority="low"/);
      expect(html).not.toMatch(/as="script" \/>/);
    }
  });

  it('keeps a text with odd characters as text, and paints what the search finds for it', async () => {
    const text = `pasta "</script><script>alert(1)</script> <!-- & '`;
    const html = await (await t.app.request(`/search?q=${encodeURIComponent(text)}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!-- &');
    const { items } = await searchApi({ q: text.trim() });
    expect(paintedIds(html) ?? []).toEqual(items.slice(0, 4).map((recipe) => recipe.id));
    expect(items.length).toBeGreaterThan(0);
    expect(html).toContain('&quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('paints nothing when nothing is found, for filters it does not preload, or a text the API refuses', async () => {
    for (const url of ['/search?q=zzzzqqqq', '/search?q=pasta&difficulty=easy', '/search?q=%01pasta'])
      expect(await (await t.app.request(url)).text(), url).not.toContain('id="boot-screen"');
  });
});
