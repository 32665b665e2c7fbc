import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, asBrowser, createAccounts, signIn } from '../auth-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type OfflineImports, startOfflineImports } from './offline-imports.ts';

let offline: OfflineImports;
let t: TestApp;
let cookie: string;
const extract = (path: string) => {
  const url = offline.addresses.find((a) => a.url.endsWith(path))?.url;
  return t.app.request('/api/admin/extract', asBrowser(cookie, 'POST', { url }));
};

beforeAll(async () => {
  offline = await startOfflineImports('10.0.0.5:8080');
  t = await createTestApp('pglite', offline.env);
  await createAccounts(t);
  cookie = await signIn(t, ADMIN);
});
afterAll(async () => {
  await t?.close();
  await offline?.close();
});

describe('imports without a network', () => {
  it('keeps the hosts already allowed and adds the sample site on loopback', () => {
    expect(offline.env.IMPORT_ALLOW_HOSTS).toMatch(/^10\.0\.0\.5:8080,127\.0\.0\.1:\d+$/);
    expect(offline.env.OPENAI_BASE_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    expect(offline.addresses.map((a) => new URL(a.url).hostname)).toEqual(
      offline.addresses.map(() => '127.0.0.1'),
    );
  });

  it('reads the structured recipe without the model', async () => {
    const res = await extract('/recipes/weeknight-aglio-e-olio');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ recipe: { title: 'Weeknight Aglio e Olio' } });
  });

  it('reads the blog post through the local model behind OPENAI_BASE_URL', async () => {
    const res = await extract('/blog/sunday-sauce');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ source: 'ai', validation: { is_recipe: true } });
    expect(body.recipe.title).toBe('Sunday Sauce');
    expect(body.recipe.ingredients.map((i: { name: string }) => i.name.toLowerCase())).toEqual([
      'tomatoes',
      'garlic',
    ]);
  });

  it('refuses the page that is no recipe, and names the missing page', async () => {
    const news = await (await extract('/news/opening-hours')).json();
    expect(news).toMatchObject({ recipe: null, validation: { is_recipe: false } });
    const gone = await extract('/gone');
    expect(gone.status).toBe(422);
    expect(JSON.stringify(await gone.json())).toContain('404');
  });
});
