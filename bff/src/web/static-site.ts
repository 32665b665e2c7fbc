import { serveStatic } from '@hono/node-server/serve-static';
import type { Database } from '@viral/db';
import { type FeedItem, feedRequestSchema, hasControlCharacters, isSitePath } from '@viral/domain';
import { type Context, Hono, type Next } from 'hono';
import { candidatePoolCache } from '../feed/candidate-pool-cache.ts';
import { buildExploreFeed } from '../feed/explore-feed.ts';
import { linkOrigin } from '../http/site-origin.ts';
import { findRecipeBySlug } from '../recipes/recipe-reads.ts';
import { withBootRecipePhoto } from './boot-photo.ts';
import { withBootSearch } from './boot-search.ts';
import { withBootSlide } from './boot-slide.ts';
import { withBootTagIndex } from './boot-tag-index.ts';
import { withBootTagPage } from './boot-tag-page.ts';
import { cacheControlFor, MEDIA_CACHE, REVALIDATE } from './cache-headers.ts';
import { CSP_HEADER, newNonce, remoteOrigins, sitePagePolicy } from './content-security-policy.ts';
import { type PaintedReads, withPaintedReads } from './painted-reads.ts';
import {
  isUnknownTag,
  recipePageReads,
  searchFirstPage,
  tagIndexList,
  tagPageData,
} from './painted-screen-reads.ts';
import { recipeHeadTags, withHead, withNoIndex } from './recipe-meta.ts';
import type { RemoteOverrides } from './remote-locations.ts';
import { remotesAt, screenPreloader, withPreloads } from './screen-preload.ts';
import { type RuntimeConfig, shellHtmlLoader } from './shell-html.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { REMOTE_NAMES, type WebRoot } from './web-root.ts';

const LOOKS_LIKE_A_FILE = /\/[^/]+\.[a-z0-9]+$/i;
const SITEMAP_CACHE = 'public, max-age=3600';

/** What the site needs for search engines and link previews: the catalogue and the public origin. */
export interface SiteSeo {
  db: Database;
  publicUrl?: string | undefined;
  /** Where the site listens (http://127.0.0.1:3000): links' origin when neither PUBLIC_URL nor a loopback Host gives one. */
  listenOrigin: string;
}

const originOf = (c: Context, seo: SiteSeo) => linkOrigin(c, seo.publicUrl, seo.listenOrigin);

/** Sets Cache-Control once the file response exists (@hono/node-server 2 runs `onFound` too late for headers). */
const cacheFor = (cacheControl: (path: string) => string) => async (c: Context, next: Next) => {
  await next();
  if (c.res.ok && !c.res.headers.has('Cache-Control'))
    c.res.headers.set('Cache-Control', cacheControl(c.req.path));
};

function servePrefix(site: Hono, urlPrefix: string, dir: string, cacheControl: (path: string) => string) {
  site.use(`${urlPrefix}/*`, cacheFor(cacheControl));
  site.use(
    `${urlPrefix}/*`,
    serveStatic({ root: dir, rewriteRequestPath: (path) => path.slice(urlPrefix.length) }),
  );
  site.get(`${urlPrefix}/*`, (c) => c.text('Not found', 404));
}

/**
 * Serves the built shell and remotes, the demo images, and the shell's HTML for every client
 * route (history fallback). Paths that look like files and do not exist stay 404s.
 */
export function staticSite(
  webRoot: WebRoot,
  currentRemoteOverrides: () => Promise<RemoteOverrides>,
  seo?: SiteSeo,
) {
  const loadShellHtml = shellHtmlLoader(webRoot.shellDir);
  // Screen preloads read the manifests of the remotes this bff serves itself; one preloader per
  // set of remotes moved elsewhere, so a move at run time stops hinting at the local copy.
  const preloadersByMoved = new Map<string, ReturnType<typeof screenPreloader>>();
  const preloaderFor = (overrides: RemoteOverrides) => {
    const local = REMOTE_NAMES.filter((name) => !overrides[name]);
    const key = local.join(',');
    let preloader = preloadersByMoved.get(key);
    if (!preloader) {
      preloader = screenPreloader(Object.fromEntries(local.map((name) => [name, webRoot.remotes[name]])));
      preloadersByMoved.set(key, preloader);
    }
    return preloader;
  };
  /**
   * The shell's HTML for a route and the policy that goes with it, both from one reading of the remote
   * locations: a page that loads a remote from a new origin is always allowed to. `painted`: the
   * answers the page holds for its screen, which it then does not preload.
   */
  const renderShell = async (
    path: string,
    query?: URLSearchParams,
    painted: PaintedReads = {},
  ): Promise<{ html: string; policy: string } | null> => {
    const overrides = await currentRemoteOverrides();
    const remotes = Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        overrides[name] ?? `${webRoot.remotes[name].urlPrefix}/mf-manifest.json`,
      ]),
    ) as RuntimeConfig['remotes'];
    const nonce = newNonce();
    const shell = await loadShellHtml({ remotes }, nonce, remotesAt(path));
    if (shell === null) return null;
    const preloads = await preloaderFor(overrides)(path, query, new Set(Object.keys(painted)));
    return {
      html: withPaintedReads(withPreloads(shell, preloads), painted),
      policy: sitePagePolicy({ nonce, remotes: remoteOrigins(overrides) }),
    };
  };
  const notBuilt = (c: Context) => c.text('The site has not been built yet: run `npm run build`.', 503);
  const sendPage = (c: Context, page: { html: string; policy: string }, status: 200 | 404 = 200) => {
    c.header('Cache-Control', REVALIDATE);
    c.header(CSP_HEADER, page.policy);
    return c.html(page.html, status);
  };
  /** The shell, which shows its friendly not-found view there, answered as what it is: a 404 search engines skip. */
  const sendNotFound = async (c: Context) => {
    const page = await renderShell(c.req.path);
    return page ? sendPage(c, { ...page, html: withNoIndex(page.html) }, 404) : notBuilt(c);
  };
  const serveShellHtml = async (c: Context) => {
    if (!isSitePath(c.req.path)) return sendNotFound(c);
    const page = await renderShell(c.req.path, new URL(c.req.url).searchParams);
    return page ? sendPage(c, page) : notBuilt(c);
  };

  const site = new Hono();
  if (seo) {
    // Without PUBLIC_URL the links follow the loopback name the request used, so no shared cache keeps them.
    const sitemapCache = seo.publicUrl ? SITEMAP_CACHE : REVALIDATE;
    site.get('/robots.txt', (c) => {
      c.header('Cache-Control', sitemapCache);
      return c.text(robotsTxt(originOf(c, seo)));
    });
    site.get('/sitemap.xml', async (c) => {
      c.header('Cache-Control', sitemapCache);
      c.header('Content-Type', 'application/xml; charset=utf-8');
      return c.body(await sitemapXml(seo.db, originOf(c, seo)));
    });
    // A recipe page carries its own title, description, Open Graph, Twitter card and JSON-LD, and
    // its photo painted from the HTML; an unknown slug answers 404 with the shell, which shows 'Recipe Not Found'.
    site.get('/recipe/:slug', async (c) => {
      const slug = c.req.param('slug');
      // A slug no recipe can have (control characters, which PostgreSQL cannot even compare) is not looked up.
      if (hasControlCharacters(slug)) return sendNotFound(c);
      const recipe = await findRecipeBySlug(seo.db, slug);
      if (!recipe) return sendNotFound(c);
      const page = await renderShell(c.req.path, undefined, recipePageReads(slug, recipe));
      if (page === null) return notBuilt(c);
      const html = withHead(withBootRecipePhoto(page.html, recipe), recipeHeadTags(recipe, originOf(c, seo)));
      return sendPage(c, { ...page, html });
    });
    // The explore feeds' first slide is painted from the HTML: the slide a visitor with nothing
    // recorded would get first (the screen shows it first too, then the feed ranked for this browser).
    const pools = candidatePoolCache();
    const firstSlide = async (tag?: string): Promise<FeedItem | null> => {
      const request = feedRequestSchema.safeParse({ ...(tag !== undefined && { tag }), limit: 1 });
      if (!request.success) return null;
      // An unknown tag or a database that fails leaves the page to its screen, as without a first slide.
      return buildExploreFeed(seo.db, request.data, new Date(), pools).then(
        (items) => items[0] ?? null,
        () => null,
      );
    };
    const serveFeedPage = async (c: Context, tag?: string) => {
      const [page, item] = await Promise.all([
        renderShell(c.req.path, new URL(c.req.url).searchParams),
        firstSlide(tag),
      ]);
      if (page === null) return notBuilt(c);
      return sendPage(c, item ? { ...page, html: withBootSlide(page.html, item, c.req.path) } : page);
    };
    // Search (a URL whose only filter is the text), the tag index and tag pages paint their first
    // screen from the HTML, from the screen's first reads, whose answers the page holds
    // (painted-screen-reads.ts).
    site.get('/search', async (c) => {
      const query = new URL(c.req.url).searchParams;
      const results = await searchFirstPage(seo.db, query);
      const page = await renderShell(c.req.path, query, results?.reads);
      if (page === null) return notBuilt(c);
      const text = query.get('q') ?? '';
      return sendPage(
        c,
        results ? { ...page, html: withBootSearch(page.html, text, results.data, c.req.path) } : page,
      );
    });
    site.get('/categories', async (c) => {
      const tags = await tagIndexList(seo.db);
      const page = await renderShell(c.req.path, undefined, tags.reads);
      if (page === null) return notBuilt(c);
      return sendPage(c, { ...page, html: withBootTagIndex(page.html, tags.data) });
    });
    const serveTagPage = async (c: Context) => {
      const painted = await tagPageData(seo.db, c.req.param('slug') ?? '');
      if (painted === 'unknown') return sendNotFound(c);
      const page = await renderShell(c.req.path, undefined, painted?.reads);
      if (page === null) return notBuilt(c);
      return sendPage(
        c,
        painted ? { ...page, html: withBootTagPage(page.html, painted.data, c.req.path) } : page,
      );
    };
    site.get('/tag/:slug', serveTagPage);
    site.get('/category/:slug', serveTagPage);
    site.get('/explore', (c) => serveFeedPage(c));
    site.get('/category-explore/:slug', async (c) => {
      const slug = c.req.param('slug');
      return (await isUnknownTag(seo.db, slug)) ? sendNotFound(c) : serveFeedPage(c, slug);
    });
  }
  site.get('/', serveShellHtml);
  site.get('/index.html', serveShellHtml);
  for (const name of REMOTE_NAMES) {
    const { urlPrefix, dir } = webRoot.remotes[name];
    servePrefix(site, urlPrefix, dir, cacheControlFor);
  }
  servePrefix(site, '/media/demo', webRoot.mediaDir, () => MEDIA_CACHE);
  site.use('*', cacheFor(cacheControlFor));
  site.use('*', serveStatic({ root: webRoot.shellDir }));
  site.get('*', async (c) =>
    LOOKS_LIKE_A_FILE.test(c.req.path) ? c.text('Not found', 404) : serveShellHtml(c),
  );
  return site;
}
