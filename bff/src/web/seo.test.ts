import { schema, seedDemoCatalogue } from '@viral/db';
import { MEDIA_SIZES } from '@viral/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const jsonLdOf = (html: string) => {
  const match = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  return match ? JSON.parse(match[1] ?? '') : null;
};

describe('recipe page meta, sitemap and robots', () => {
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { PUBLIC_URL: 'https://recipes.example' });
    await seedDemoCatalogue(t.db.db);
    plain = await createTestApp('pglite');
    await seedDemoCatalogue(plain.db.db);
  });
  afterAll(async () => {
    await t.close();
    await plain.close();
  });

  it('injects title, description, Open Graph, Twitter card and a schema.org Recipe', async () => {
    const res = await t.app.request('/recipe/baked-feta-pasta');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Baked Feta Pasta | Viral Recipes</title>');
    expect(html).toMatch(/<meta name="description" content="A whole block of feta[^"]*" \/>/);
    expect(html).toContain('<meta property="og:title" content="Baked Feta Pasta" />');
    expect(html).toContain(
      '<meta property="og:url" content="https://recipes.example/recipe/baked-feta-pasta" />',
    );
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/recipes\.example\/media\/demo\/baked-feta-pasta\.svg"/,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/demo/baked-feta-pasta.svg" fetchpriority="high" />',
    );
    expect(html).toContain('window.__VIRAL_CONFIG__=');
    const ld = jsonLdOf(html);
    expect(ld['@type']).toBe('Recipe');
    expect(ld.name).toBe('Baked Feta Pasta');
    expect(ld.recipeIngredient.length).toBeGreaterThan(3);
    expect(ld.recipeInstructions[0]['@type']).toBe('HowToStep');
    expect(ld.totalTime).toMatch(/^PT\d+M$/);
  });

  it("paints the recipe's photo from the HTML, first in the body, and nothing for an unknown recipe", async () => {
    const html = await (await t.app.request('/recipe/baked-feta-pasta')).text();
    expect(html).toContain(
      '<body>\n    <div id="boot-recipe-photo" aria-hidden="true"><div><img src="/media/demo/baked-feta-pasta.svg" alt="" fetchpriority="high" /></div></div><div id="root">',
    );
    // Its preload comes before the scripts' preloads, so it is not queued behind them.
    const photoPreload = html.indexOf(
      '<link rel="preload" as="image" href="/media/demo/baked-feta-pasta.svg"',
    );
    expect(photoPreload).toBeGreaterThan(-1);
    expect(photoPreload).toBeLessThan(html.indexOf('<link rel="preload" href="/mf/'));
    // After the viewport: before it, a phone would choose the photo's size for a 980 px wide page.
    const viewport = html.indexOf('<meta name="viewport"');
    expect(viewport).toBeGreaterThan(-1);
    expect(photoPreload).toBeGreaterThan(viewport);
    const unknown = await (await t.app.request('/recipe/no-such-dish')).text();
    expect(unknown).not.toContain('boot-recipe-photo');
    const home = await (await t.app.request('/')).text();
    expect(home).not.toContain('boot-recipe-photo');
  });

  it('paints a stored photo from the site in every width and format, not from its source', async () => {
    const hash = 'c'.repeat(64);
    const image = {
      hash,
      widths: [320, 640],
      width: 700,
      height: 500,
      placeholder: 'data:,',
      color: '#123456',
    };
    await t.db.db
      .update(schema.recipes)
      .set({
        image_url: 'https://source.example/feta.jpg',
        stored_image: { ...image, source_url: 'https://source.example/feta.jpg' },
      })
      .where(eq(schema.recipes.slug, 'baked-feta-pasta'));
    const html = await (await t.app.request('/recipe/baked-feta-pasta')).text();
    expect(html).toContain(
      `<picture><source type="image/avif" srcset="/media/${hash}/320.avif 320w, /media/${hash}/640.avif 640w" sizes="${MEDIA_SIZES.hero}" />`,
    );
    expect(html).toContain(
      `<source type="image/webp" srcset="/media/${hash}/320.webp 320w, /media/${hash}/640.webp 640w"`,
    );
    expect(html).toContain(
      `<img src="/media/${hash}/640.jpeg" srcset="/media/${hash}/320.jpeg 320w, /media/${hash}/640.jpeg 640w"`,
    );
    expect(html).toContain(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="/media/${hash}/320.avif 320w, /media/${hash}/640.avif 640w"`,
    );
    expect(html).not.toContain('<img src="https://source.example/feta.jpg"');
    // Link previews name the stored JPEG too, on the site's public origin.
    expect(html).toContain(
      `<meta property="og:image" content="https://recipes.example/media/${hash}/640.jpeg" />`,
    );
  });

  it('leaves out an image that is not a web address: no painted photo, no preview image', async () => {
    await t.db.db
      .update(schema.recipes)
      .set({ image_url: 'javascript:alert(1)' })
      .where(eq(schema.recipes.slug, 'pesto-fried-eggs-on-toast'));
    const html = await (await t.app.request('/recipe/pesto-fried-eggs-on-toast')).text();
    expect(html).not.toContain('boot-recipe-photo');
    // The recipe the page holds as data for its screen (as the API gives it) is not markup.
    const markup = html.replace(/<script type="application\/json" id="painted-reads">.*?<\/script>/, '');
    expect(markup).not.toContain('javascript:alert(1)');
  });

  it('escapes everything it injects', async () => {
    const evil = '</script><script>alert(1)</script> "quoted" & <b>bold</b>';
    await t.db.db
      .update(schema.recipes)
      .set({ title: evil, description: evil, image_url: '/media/"><script>alert(2)</script>.svg' })
      .where(eq(schema.recipes.slug, 'cloud-bread'));
    const html = await (await t.app.request('/recipe/cloud-bread')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<script>alert(2)</script>');
    expect(html).toContain('<img src="/media/&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;.svg"');
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp;');
    expect(jsonLdOf(html).name).toBe(evil);
  });

  it('answers an unknown recipe with 404 and the plain shell with noindex (the app shows Recipe Not Found)', async () => {
    const res = await t.app.request('/recipe/no-such-dish');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('window.__VIRAL_CONFIG__=');
    expect(html).not.toContain('application/ld+json');
  });

  it('answers an unknown tag, its feed and a path no page has with 404, known ones with 200', async () => {
    for (const path of [
      '/tag/no-such-tag',
      '/category/no-such-tag',
      '/category-explore/no-such-tag',
      '/tag/BAD%20slug',
      '/no-such-page',
      '/recipes/pasta',
      '/recipe/',
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('<meta name="robots" content="noindex" />');
    }
    const tag = (await t.db.db.select({ slug: schema.tags.slug }).from(schema.tags).limit(1))[0]?.slug;
    for (const path of [
      '/',
      '/explore',
      '/search?q=pasta',
      '/categories',
      '/saved',
      `/tag/${tag}`,
      `/category/${tag}`,
      `/category-explore/${tag}`,
      '/admin',
      '/admin/login',
      '/admin/recipes',
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).not.toContain('noindex');
    }
  });

  it('lists every recipe and tag in /sitemap.xml on the public origin', async () => {
    const res = await t.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    const recipes = await t.db.db.select({ slug: schema.recipes.slug }).from(schema.recipes);
    const tags = await t.db.db.select({ slug: schema.tags.slug }).from(schema.tags);
    for (const { slug } of recipes)
      expect(xml).toContain(`<loc>https://recipes.example/recipe/${slug}</loc>`);
    for (const { slug } of tags) expect(xml).toContain(`<loc>https://recipes.example/tag/${slug}</loc>`);
    expect(xml).toContain('<loc>https://recipes.example/</loc>');
  });

  it('uses the request origin without PUBLIC_URL', async () => {
    const xml = await (await plain.app.request('http://localhost:4321/sitemap.xml')).text();
    expect(xml).toContain('<loc>http://localhost:4321/recipe/baked-feta-pasta</loc>');
    const robots = await (await plain.app.request('http://localhost:4321/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://localhost:4321/sitemap.xml');
  });

  it('robots.txt keeps crawlers out of /admin, /api and /saved and points at the sitemap', async () => {
    const res = await t.app.request('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('Disallow: /admin\n');
    expect(text).toContain('Disallow: /api\n');
    expect(text).toContain('Disallow: /saved\n');
    expect(text).toContain('Sitemap: https://recipes.example/sitemap.xml');
  });
});
