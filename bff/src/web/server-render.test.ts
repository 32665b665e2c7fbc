import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DbHandle, schema, seedDemoCatalogue } from '@viral/db';
import { createTestDb } from '@viral/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppDeps, createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { REVALIDATE } from './cache-headers.ts';
import { serverRemoteEntries } from './server-render.ts';
import { screenMarkup, screenPageBody, withServerScreen } from './server-rendered-page.ts';
import { repositoryWebRoot, type WebRoot } from './web-root.ts';

// These run the real server build of the shell and the remotes (turbo builds them before this workspace's tests).
const built = repositoryWebRoot();
const HOSTILE = '</script><script>alert(1)</script><!-- \u2028\u2029 & "quoted"';
const QUERY_STATE = /<script type="application\/json" id="viral-query-state">(.*?)<\/script>/s;

const appOn = (db: DbHandle, webRoot: WebRoot, env: Record<string, string> = {}) =>
  createApp({
    db,
    config: loadConfig({ LOG_LEVEL: 'silent', ...env }),
    logger: createLogger('silent'),
    webRoot,
  } satisfies AppDeps);

/** The built site, with mf-recipe's server container replaced by one that throws as it loads. */
function withBrokenRecipeContainer(): WebRoot & { cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'vr-broken-recipe-'));
  cpSync(built.remotes.mf_recipe.dir, dir, { recursive: true });
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeFileSync(join(dir, 'server', 'remoteEntry.js'), 'throw new Error("this container is broken");');
  return {
    ...built,
    remotes: { ...built.remotes, mf_recipe: { ...built.remotes.mf_recipe, dir } },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

describe('a recipe page rendered on the server by its own components', () => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await createTestDb('pglite');
    await seedDemoCatalogue(db.db);
  });
  afterAll(() => db.close());

  it('holds the screen itself: title, ingredients, steps, the site frame, and its stylesheets applied', async () => {
    const res = await appOn(db, built).request('/recipe/baked-feta-pasta');
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root" data-server-rendered="">'));
    expect(root).toContain('>Baked Feta Pasta</h1>');
    expect(root).toMatch(/<h2 id="ingredients-heading"[^>]*>Ingredients<\/h2>/);
    expect(root).toMatch(/<h2 id="instructions-heading"[^>]*>Instructions<\/h2>/);
    expect(root).toContain('feta');
    expect(root).toContain('<header');
    expect(root).toContain('<footer');
    expect(html).toMatch(/<link rel="stylesheet" href="\/mf\/recipe\/[^"]+\.css" \/>/);
    // React wrote no inline script: the page's policy (nonces only) has nothing more to allow.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inline.every((attrs) => /nonce=|type="application\/(ld\+)?json"/.test(attrs ?? ''))).toBe(true);
  });

  it("tells the browser's timing panel what its first reads and its render took", async () => {
    const res = await appOn(db, built).request('/recipe/baked-feta-pasta');
    expect(res.headers.get('Server-Timing')).toMatch(/^reads;dur=\d+\.\d, render;dur=\d+\.\d$/);
    const back = await appOn(db, built).request('/admin');
    expect(back.headers.get('Server-Timing')).toBeNull();
  });

  it('draws a stored photo in every width and format, from the site', async () => {
    const hash = 'c'.repeat(64);
    const image = {
      hash,
      widths: [320, 640],
      width: 700,
      height: 500,
      placeholder: 'data:,',
      color: '#123456',
    };
    await db.db
      .update(schema.recipes)
      .set({ stored_image: { ...image, source_url: 'https://source.example/feta.jpg' } })
      .where(eq(schema.recipes.slug, 'baked-feta-pasta'));
    const html = await (await appOn(db, built).request('/recipe/baked-feta-pasta')).text();
    expect(html).toMatch(
      new RegExp(
        `<source type="image/avif" srcSet="/media/${hash}/320.avif 320w, /media/${hash}/640.avif 640w"`,
        'i',
      ),
    );
    expect(html).toMatch(new RegExp(`<img[^>]* src="/media/${hash}/640.jpeg"`));
  });

  it('hands its answers over as data that no recipe text can break out of, and shows a hostile name as text', async () => {
    await db.db
      .update(schema.recipes)
      .set({ title: HOSTILE })
      .where(eq(schema.recipes.slug, 'marry-me-chicken'));
    const html = await (await appOn(db, built).request('/recipe/marry-me-chicken')).text();
    const state = html.match(QUERY_STATE)?.[1] ?? '';
    for (const raw of ['</script', '<!--', '\u2028', '\u2029', '<script>alert'])
      expect(state).not.toContain(raw);
    const queries = JSON.parse(state).queries as {
      queryKey: unknown[];
      state: { data: { title: string } };
    }[];
    expect(queries.find((query) => query.queryKey[0] === 'recipe')?.state.data.title).toBe(HOSTILE);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--');
  });

  it("shows the recipe area's fallback when its server container fails; the page still answers with its frame", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = withBrokenRecipeContainer();
    try {
      const res = await appOn(db, broken).request('/recipe/baked-feta-pasta');
      expect(res.status).toBe(200);
      const html = await res.text();
      const root = html.slice(html.indexOf('<div id="root" data-server-rendered="">'));
      expect(root).toContain('This part of the page could not be loaded.');
      expect(root).toContain('<header');
      expect(root).toContain('<footer');
      // The browser renders the area afresh (and retries the remote), as for any page.
      expect(root).toContain('<template');
    } finally {
      broken.cleanup();
    }
    // Back where it was, the container loads again.
    const html = await (await appOn(db, built).request('/recipe/baked-feta-pasta')).text();
    expect(html).toContain('>Baked Feta Pasta</h1>');
  });
});

/** The HTML React rendered in `#root`, and the answers handed over with it. */
async function renderedAt(app: ReturnType<typeof appOn>, path: string) {
  const res = await app.request(path);
  const html = await res.text();
  const start = html.indexOf('<div id="root" data-server-rendered="">');
  const state = html.match(QUERY_STATE)?.[1];
  const queries = state
    ? (JSON.parse(state).queries as { queryKey: unknown[]; state: { data: unknown } }[])
    : [];
  return { status: res.status, html, root: start >= 0 ? html.slice(start) : '', queries };
}

describe('every public screen rendered on the server by its own components', () => {
  let db: DbHandle;
  let app: ReturnType<typeof appOn>;
  beforeAll(async () => {
    db = await createTestDb('pglite');
    await seedDemoCatalogue(db.db);
    app = appOn(db, built);
  });
  afterAll(() => db.close());

  it('home: the hero, Trending Today and Popular with their recipe cards and photos', async () => {
    const page = await renderedAt(app, '/');
    expect(page.status).toBe(200);
    expect(page.root).toContain('The recipes the internet can&#x27;t stop making</h1>');
    expect(page.root).toMatch(/<h2 id="featured-heading"[^>]*>Trending Today<\/h2>/);
    expect(page.root).toMatch(/<h2 id="popular-heading"[^>]*>Popular<\/h2>/);
    expect(page.root).toContain('href="/recipe/');
    expect(page.root).toMatch(/<img[^>]+src="[^"]+"/);
    // The hero video's files, named as the browser build names them: the server's URLs are served.
    const sources = [...page.root.matchAll(/<source src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBe(2);
    for (const source of sources) expect((await app.request(source)).status).toBe(200);
    expect(page.queries.map((query) => query.queryKey)).toEqual(
      expect.arrayContaining([
        ['recipes', 'featured'],
        ['recipes', 'popular'],
      ]),
    );
  });

  it('search: the count and results of the text and filters in the URL, under the key the screen asks by', async () => {
    const all = await renderedAt(app, '/search');
    expect(all.status).toBe(200);
    expect(all.root).toMatch(/Discover <!-- -->[^<]+<\/h1>/);
    expect(all.root).toMatch(/Found <!-- -->\d+<!-- --> viral <!-- -->recipes/);
    const feta = await renderedAt(app, '/search?q=%20feta%20');
    expect(feta.root).toContain('Baked Feta Pasta');
    expect(feta.root).toContain('value=" feta "');
    expect(feta.queries.map((query) => query.queryKey)).toContainEqual(['recipes', 'search', 'q=feta']);
    const filtered = await renderedAt(app, '/search?q=feta&difficulty=hard');
    expect(filtered.queries.map((query) => query.queryKey)).toContainEqual([
      'recipes',
      'search',
      'q=feta&difficulty=hard',
    ]);
    expect(filtered.root).toContain('No viral recipes found');
  });

  it('the tag index and a tag page: their tags, recipes and links', async () => {
    const index = await renderedAt(app, '/categories');
    expect(index.status).toBe(200);
    expect(index.root).toMatch(/<h2 id="all-tags"[^>]*>All Tags<\/h2>/);
    const tag = index.root.match(/href="\/tag\/([a-z0-9-]+)"/)?.[1] ?? '';
    expect(tag).not.toBe('');
    for (const path of [`/tag/${tag}`, `/category/${tag}`]) {
      const page = await renderedAt(app, path);
      expect(page.status).toBe(200);
      expect(page.root).toMatch(/<h2 id="tag-recipes"[^>]*>#/);
      expect(page.root).toContain('href="/recipe/');
    }
  });

  it('the explore feeds: the first slide a visitor with nothing recorded gets', async () => {
    const explore = await renderedAt(app, '/explore');
    expect(explore.status).toBe(200);
    expect(explore.root).toContain('data-testid="feed-item"');
    expect(explore.queries.map((query) => query.queryKey)).toContainEqual([
      'feed',
      'sitewide',
      'first-slide',
    ]);
    const tag = (await renderedAt(app, '/categories')).root.match(/href="\/tag\/([a-z0-9-]+)"/)?.[1] ?? '';
    const tagFeed = await renderedAt(app, `/category-explore/${tag}`);
    expect(tagFeed.status).toBe(200);
    expect(tagFeed.root).toContain('data-testid="feed-item"');
  });

  it('saved: the heading, with the list left to the browser, which alone knows the visitor', async () => {
    const page = await renderedAt(app, '/saved');
    expect(page.status).toBe(200);
    expect(page.root).toContain('Saved Recipes</h1>');
    expect(page.queries).toEqual([]);
  });

  it('answers an unknown path, recipe or tag with 404 and its friendly view rendered', async () => {
    const path = await renderedAt(app, '/no-such-page');
    expect(path.status).toBe(404);
    expect(path.root).toContain('Page Not Found');
    const recipe = await renderedAt(app, '/recipe/no-such-recipe');
    expect(recipe.status).toBe(404);
    expect(recipe.root).toContain('Recipe Not Found');
    for (const tagPath of ['/tag/no-such-tag', '/category/no-such-tag']) {
      const tag = await renderedAt(app, tagPath);
      expect(tag.status).toBe(404);
      expect(tag.root).toContain('Tag Not Found');
    }
    expect((await renderedAt(app, '/category-explore/no-such-tag')).status).toBe(404);
    expect(path.html).toContain('<meta name="robots" content="noindex" />');
  });

  it("carries the title each screen gives the browser's tab, so search results and link previews show it", async () => {
    const titleOf = async (path: string) =>
      (await renderedAt(app, path)).html.match(/<title>(.*?)<\/title>/)?.[1];
    expect(await titleOf('/')).toBe('Trending Recipes | Viral Recipes');
    expect(await titleOf('/search?q=feta')).toBe('Discover Recipes | Viral Recipes');
    expect(await titleOf('/categories')).toBe('Viral #Tags | Viral Recipes');
    expect(await titleOf('/saved')).toBe('Saved Recipes | Viral Recipes');
    const [tag] = await db.db.select().from(schema.tags).limit(1);
    if (!tag) throw new Error('the demo catalogue has tags');
    // The tag page's own title, not its route's placeholder.
    expect(await titleOf(`/tag/${tag.slug}`)).toBe(`#${tag.name} | Viral Recipes`);
    expect(await titleOf('/tag/no-such-tag')).toBe('Tag Not Found | Viral Recipes');
    expect(await titleOf('/no-such-page')).toBe('Page Not Found | Viral Recipes');
    expect(await titleOf('/recipe/baked-feta-pasta')).toBe('Baked Feta Pasta | Viral Recipes');
  });

  it('shows a hostile tag name as text on the tag index and its page, and hands it over as data', async () => {
    const [tag] = await db.db.select().from(schema.tags).limit(1);
    if (!tag) throw new Error('the demo catalogue has tags');
    await db.db.update(schema.tags).set({ name: HOSTILE }).where(eq(schema.tags.id, tag.id));
    // An app of its own: the pages this file's app rendered before the rename are kept for seconds.
    const renamed = appOn(db, built);
    for (const path of ['/categories', `/tag/${tag.slug}`]) {
      const page = await renderedAt(renamed, path);
      expect(page.html).not.toContain('<script>alert(1)');
      expect(page.root).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--');
      if (path !== '/categories')
        expect(page.html).toContain('<title>#&lt;/script&gt;&lt;script&gt;alert(1)');
      const state = page.html.match(QUERY_STATE)?.[1] ?? '';
      for (const raw of ['</script', '<!--', '\u2028', '\u2029']) expect(state).not.toContain(raw);
      expect(JSON.stringify(page.queries)).toContain(JSON.stringify(HOSTILE).slice(1, -1));
    }
  });

  it('writes no inline script a strict policy would block, and stays cacheable as before', async () => {
    for (const path of ['/', '/search?q=feta', '/categories', '/explore', '/saved']) {
      const res = await app.request(path);
      const html = await res.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
      expect(inline.every((attrs) => /nonce=|type="application\/(ld\+)?json"/.test(attrs ?? ''))).toBe(true);
      const scripts = res.headers.get('content-security-policy')?.match(/script-src [^;]*/)?.[0];
      expect(scripts).toMatch(/'nonce-[^']+'/);
      expect(scripts).not.toContain('unsafe');
      expect(res.headers.get('cache-control')).toBe(REVALIDATE);
    }
  });
});

describe('remote code the server runs', () => {
  it('comes only from where the remote is configured: a redirect elsewhere is not followed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const db = await createTestDb('pglite');
    await seedDemoCatalogue(db.db);
    // The configured location answers with a redirect to code that would mark that it ran.
    const site = createServer((req, res) => {
      if (req.url?.startsWith('/elsewhere/')) {
        res.end('globalThis.__ranFromElsewhere = true; module.exports = {};');
        return;
      }
      res.writeHead(302, { Location: '/elsewhere/remoteEntry.js' }).end();
    });
    await new Promise<void>((listening) => site.listen(0, '127.0.0.1', listening));
    const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    try {
      const app = appOn(db, built, { MF_RECIPE_MANIFEST_URL: `${origin}/recipe/mf-manifest.json` });
      const res = await app.request('/recipe/baked-feta-pasta');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('This part of the page could not be loaded.');
      expect(Reflect.get(globalThis, '__ranFromElsewhere')).toBeUndefined();
    } finally {
      site.close();
      await db.close();
    }
  });
});

describe('withServerScreen', () => {
  it('puts the screen in #root and the answers after it, escaped for a script element', () => {
    const page = withServerScreen(
      '<head><link rel="preload" href="/a.css" as="style" /></head><body><div id="root"></div></body>',
      screenMarkup({ html: '<h1>x</h1>', queryState: { title: HOSTILE }, screenFailed: false }),
    );
    const html = page ? Buffer.from(screenPageBody(page)).toString() : '';
    expect(html).toContain('<link rel="stylesheet" href="/a.css" />');
    expect(html).toContain('<div id="root" data-server-rendered=""><h1>x</h1></div>');
    expect(html).toMatch(/<\/script><\/body>$/);
    const state = html.match(QUERY_STATE)?.[1] ?? '';
    expect(state).not.toMatch(/<|>|\u2028|\u2029/);
    expect(JSON.parse(state)).toEqual({ title: HOSTILE });
  });
});

describe('serverRemoteEntries', () => {
  it("finds each public remote's server build beside its manifest: moved, on this site, or on this disk", () => {
    const entries = serverRemoteEntries(
      built,
      {
        mf_feed: 'https://cdn.example/feed/v2/mf-manifest.json',
        mf_recipe: '/mf/recipe-next/mf-manifest.json',
      },
      'http://127.0.0.1:3000',
    );
    expect(entries).toEqual({
      mf_feed: 'https://cdn.example/feed/v2/server/remoteEntry.js',
      mf_recipe: 'http://127.0.0.1:3000/mf/recipe-next/server/remoteEntry.js',
    });
    const local = serverRemoteEntries(built, {}, 'http://127.0.0.1:3000');
    expect(local.mf_recipe).toBe(`file://${built.remotes.mf_recipe.dir}/server/remoteEntry.js`);
    // The back-office is rendered in the browser only.
    expect(Object.keys(local).sort()).toEqual(['mf_feed', 'mf_recipe']);
  });
});
