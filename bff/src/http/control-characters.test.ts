import { testDatabaseKinds } from '@viral/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, asBrowser, createAccounts, signIn } from '../testing/auth-test-kit.ts';
import { insertCatalogue } from '../testing/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe.each(testDatabaseKinds())('control characters in requests on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let recipeId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { recipeIds } = await insertCatalogue(t.db.db, [], [{ title: 'Plain Soup' }]);
    recipeId = recipeIds.get('Plain Soup') as string;
    await createAccounts(t);
    admin = await signIn(t, ADMIN);
  });
  afterAll(() => t.close());

  const expectRefused = async (res: Response, field: string) => {
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toContain(field);
    expect(body.error.message).toContain('control characters');
  };

  it('refuses them in a query, a path parameter and a public body with a 400 naming the field', async () => {
    await expectRefused(await t.app.request('/api/recipes?q=%00'), 'q');
    await expectRefused(await t.app.request('/api/recipes?q=soup%1B'), 'q');
    await expectRefused(await t.app.request('/api/recipes/plain%00soup'), 'slug');
    await expectRefused(
      await t.app.request('/api/feed', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ categories: ['Dinner\u0000'], time_zone: 'Europe/Paris' }),
      }),
      'categories.0',
    );
  });

  it('refuses them in sign-in and admin bodies, and changes nothing', async () => {
    const login = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
      body: JSON.stringify({ email: `${ADMIN.email}\u0000`, password: 'x' }),
    });
    await expectRefused(login, 'email');
    await expectRefused(
      await t.app.request(
        `/api/admin/recipes/${recipeId}`,
        asBrowser(admin, 'PATCH', { title: 'Soup\u0000' }),
      ),
      'title',
    );
    await expectRefused(
      await t.app.request('/api/admin/tags', asBrowser(admin, 'POST', { name: 'Nul\u0000' })),
      'name',
    );
    const recipe = await (await t.app.request('/api/recipes/plain-soup')).json();
    expect(recipe.title).toBe('Plain Soup');
  });

  it('keeps tabs and line breaks in multi-line text', async () => {
    const res = await t.app.request(
      `/api/admin/recipes/${recipeId}`,
      asBrowser(admin, 'PATCH', { description: 'Line one\nLine two\twith a tab' }),
    );
    expect(res.status).toBe(200);
  });

  it('reads a pasted page source with stray form feeds, and refuses only a NUL in it', async () => {
    const page = (text: string) =>
      `<html><head><title>Soup</title></head><body><h1>Soup</h1><p>${text}</p></body></html>`;
    const extract = (html: string) =>
      t.app.request(
        '/api/admin/extract',
        asBrowser(admin, 'POST', { url: 'https://soup.example/recipe', html }),
      );
    expect((await extract(page('Stir\u000cwell'))).status).not.toBe(400);
    const refused = await extract(page('Stir\u0000well'));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toContain('html');
  });

  it('answers a recipe page whose slug holds a control character with a 404, not a 500', async () => {
    const res = await t.app.request('/recipe/%00');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('noindex');
  });
});
