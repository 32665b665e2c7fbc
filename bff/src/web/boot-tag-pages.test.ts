import { tagIndexSections } from '@viral/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogue } from '../testing/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { okJson } from '../testing/typed-client.ts';

const paintedNames = (html: string) =>
  [...html.matchAll(/<div class="boot-tag-text"><p>#(.*?)<\/p>/g)].map((match) => match[1]);

describe('the tag index and tag pages as the bff serves them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('paints nothing while no tag is in use, nor for an unknown tag', async () => {
    for (const url of ['/categories', '/tag/nothing', '/tag/Not%20A%20Slug'])
      expect(await (await t.app.request(url)).text(), url).not.toContain('id="boot-screen"');
  });

  it('paints the first main categories of the list the screen reads, in its order', async () => {
    await insertCatalogue(
      t.db.db,
      [{ name: 'Dinner', is_category: true }, { name: 'Dessert', is_category: true }, { name: 'Spicy' }],
      [
        { title: 'Tacos', tags: ['Dinner', 'Spicy'] },
        { title: 'Curry', tags: ['Dinner', 'Spicy'] },
        { title: 'Cheesecake', tags: ['Dessert'] },
      ],
    );
    const html = await (await t.app.request('/categories')).text();
    const { items } = await okJson(t.api.tags.$get({ query: { used: 'true' } }));
    expect(paintedNames(html)).toEqual(tagIndexSections(items).categories.map((entry) => entry.tag.name));
    expect(paintedNames(html)).toEqual(['Dinner', 'Dessert']);
  });

  it('paints a tag page from the reads its screen starts with: the tag, its related tags and first recipes', async () => {
    for (const url of ['/tag/dinner', '/category/dinner']) {
      const html = await (await t.app.request(url)).text();
      const tag = await okJson(t.api.tags[':slug'].$get({ param: { slug: 'dinner' } }));
      const related = await okJson(
        t.api.tags[':slug'].related.$get({ param: { slug: 'dinner' }, query: {} }),
      );
      const recipes = await okJson(
        t.api.tags[':slug'].recipes.$get({ param: { slug: 'dinner' }, query: { limit: '48' } }),
      );
      expect(html, url).toContain(`<h1>#${tag.name}</h1>`);
      expect(html, url).toContain(`<p class="boot-tag-count">${tag.usage_count} viral recipes</p>`);
      expect([...html.matchAll(/<li><span>.*?#(\w+)<\/span><\/li>/g)].map((m) => m[1])).toEqual(
        related.items.map((entry) => entry.tag.name),
      );
      expect([...html.matchAll(/<h3>(.*?)<\/h3>/g)].map((m) => m[1])).toEqual(
        recipes.items.slice(0, 4).map((recipe) => recipe.title),
      );
    }
  });
});
