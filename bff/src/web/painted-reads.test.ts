import { RELATED_TAGS_COUNT, SEARCH_PAGE_SIZE } from '@viral/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogue } from '../testing/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TAG_PAGE_SIZE } from './screen-preload.ts';

const heldReads = (html: string): Record<string, unknown> =>
  JSON.parse(html.match(/<script type="application\/json" id="painted-reads">(.*?)<\/script>/)?.[1] ?? '{}');

const fetchPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]*)" as="fetch"/g)].map((match) => match[1]);

describe('pages holding the answers their screen was painted from', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await insertCatalogue(
      t.db.db,
      [{ name: 'Dinner', is_category: true }, { name: 'Spicy' }],
      [
        { title: 'Pasta Bake', tags: ['Dinner'] },
        { title: 'Spicy Pasta', tags: ['Dinner', 'Spicy'] },
        { title: 'Chili Oil', tags: ['Spicy'] },
      ],
    );
  });
  afterAll(() => t.close());

  it.each([
    ['/search?q=pasta', [`/api/recipes?q=pasta&limit=${SEARCH_PAGE_SIZE}`]],
    ['/search', [`/api/recipes?limit=${SEARCH_PAGE_SIZE}`]],
    ['/categories', ['/api/tags?used=true']],
    [
      '/tag/dinner',
      [
        '/api/tags/dinner',
        `/api/tags/dinner/related?limit=${RELATED_TAGS_COUNT}`,
        `/api/tags/dinner/recipes?limit=${TAG_PAGE_SIZE}`,
      ],
    ],
  ])('%s holds what the API answers to its first reads, and does not preload them', async (page, reads) => {
    const html = await (await t.app.request(page)).text();
    const held = heldReads(html);
    expect(Object.keys(held).sort()).toEqual([...reads].sort());
    for (const url of reads) {
      const answer = await t.app.request(url);
      expect(answer.status, url).toBe(200);
      expect(held[url], url).toEqual(await answer.json());
    }
    expect(fetchPreloads(html).filter((url) => url?.startsWith('/api/'))).toEqual([]);
  });

  it('holds nothing where it painted nothing, and preloads what the screen will ask instead', async () => {
    for (const page of ['/tag/nothing', '/recipe/nothing', '/search?q=pasta&difficulty=easy']) {
      const html = await (await t.app.request(page)).text();
      expect(heldReads(html), page).toEqual({});
    }
    expect(fetchPreloads(await (await t.app.request('/recipe/nothing')).text())).toContain(
      '/api/recipes/nothing',
    );
  });

  it('keeps a held answer as data the page cannot run', async () => {
    await insertCatalogue(t.db.db, [], [{ title: 'Pasta </script><script>alert(1)</script>' }]);
    const html = await (await t.app.request('/search?q=pasta')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(JSON.stringify(heldReads(html))).toContain('</script><script>alert(1)</script>');
  });
});
