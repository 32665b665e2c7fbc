import { tagIndexSections } from '@viral/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogue } from '../testing/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { okJson } from '../testing/typed-client.ts';

const paintedNames = (html: string) =>
  [...html.matchAll(/<div class="boot-tag-text"><p>#(.*?)<\/p>/g)].map((match) => match[1]);

describe('/categories as the bff serves it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('paints nothing while no tag is in use', async () => {
    expect(await (await t.app.request('/categories')).text()).not.toContain('id="boot-screen"');
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
});
