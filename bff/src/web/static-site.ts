import { serveStatic } from '@hono/node-server/serve-static';
import type { Database } from '@viral/db';
import { MEDIA_SIZES, matchSiteRoute, type Recipe } from '@viral/domain';
import { type Context, Hono, type MiddlewareHandler, type Next } from 'hono';
import { candidatePoolCache } from '../feed/candidate-pool-cache.ts';
import { actsAsSomeone } from '../http/read-caching.ts';
import { linkOrigin } from '../http/site-origin.ts';
import { cacheControlFor, MEDIA_CACHE, REVALIDATE } from './cache-headers.ts';
import { CSP_HEADER, newNonce, remoteOrigins, sitePagePolicy } from './content-security-policy.ts';
import { firstInHead } from './first-in-head.ts';
import { type FirstReads, firstReads } from './first-reads.ts';
import { type PageCache, pageCache, pageLifetimeMs } from './page-cache.ts';
import { picturePreload } from './photo-preload.ts';
import { recipeHeadTags, withHead, withNoIndex } from './recipe-meta.ts';
import type { RemoteOverrides } from './remote-locations.ts';
import { remotesAt, screenPreloader, withPreloads } from './screen-preload.ts';
import { serverRemoteEntries, serverRenderer } from './server-render.ts';
import { type ScreenMarkup, screenMarkup, screenPageBody, withServerScreen } from './server-rendered-page.ts';
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

/**
 * A page's HTML and policy, with what its server work took (shown in the browser's timing panel). A
 * server-rendered page is its head (`html`, edited per answer) and the screen with what follows it.
 */
type ShellPage = {
  html: string;
  rest?: { screen: ScreenMarkup; after: string };
  policy: string;
  readsMs?: number;
  renderMs?: number;
  fromCache?: boolean;
};

/** `Server-Timing`: the first reads from the database and the React render, each in ms; a page from the page cache says so. */
const serverTiming = (page: ShellPage) =>
  [
    page.readsMs === undefined ? null : `reads;dur=${page.readsMs.toFixed(1)}`,
    page.renderMs === undefined ? null : `render;dur=${page.renderMs.toFixed(1)}`,
    page.fromCache ? 'cache;desc="hit"' : null,
  ]
    .filter(Boolean)
    .join(', ');

/** A screen rendered for a page: what goes into `#root`, and what the page around it needs. */
export type PageScreen = {
  markup: ScreenMarkup | undefined;
  missing: boolean;
  recipe: Recipe | undefined;
  readsMs: number;
  renderMs: number;
  /** Its markup holds the nonce it was rendered with (React wrote an inline script): only that answer may use it. */
  showsNonce: boolean;
  /** Whole, found and free of any nonce: the page cache may keep it for every anonymous visitor. */
  shareable: boolean;
};

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
    serveStatic({
      root: dir,
      rewriteRequestPath: (path) => path.slice(urlPrefix.length),
      precompressed: true,
    }),
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
  pages: PageCache<PageScreen> = pageCache(),
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
  const renderScreen = serverRenderer(webRoot.shellDir);
  /**
   * The shell's HTML for a path and the policy that goes with it, both from one reading of the remote
   * locations (a page that loads a remote from a new origin is always allowed to), with a fresh nonce.
   */
  const renderShell = async (path: string, overrides: RemoteOverrides) => {
    const remotes = Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        overrides[name] ?? `${webRoot.remotes[name].urlPrefix}/mf-manifest.json`,
      ]),
    ) as RuntimeConfig['remotes'];
    const nonce = newNonce();
    const shell = await loadShellHtml({ remotes }, nonce, remotesAt(path));
    if (shell === null) return null;
    const html = withPreloads(shell, await preloaderFor(overrides)(path));
    return { html, nonce, policy: sitePagePolicy({ nonce, remotes: remoteOrigins(overrides) }) };
  };
  /** The screen at a path, rendered here by its own components from its first reads (server-render.ts). */
  const renderPageScreen = async (
    found: ReturnType<typeof matchSiteRoute>,
    path: string,
    search: string,
    remotes: Record<string, string>,
    nonce: string,
  ): Promise<PageScreen> => {
    const readsStarted = performance.now();
    const read: FirstReads = found
      ? await readsFor(found, search)
      : { reads: [], missing: true, complete: true };
    const readsMs = performance.now() - readsStarted;
    const renderStarted = performance.now();
    const screen = await renderScreen({
      path,
      search,
      // As the browser gets them (JSON), so both sides render the same values.
      reads: read.reads.map((answer) => ({ key: answer.key, data: JSON.parse(JSON.stringify(answer.data)) })),
      remotes,
      nonce,
    }).catch((error: unknown) => {
      // The shell itself failed to render: the page is drawn in the browser, as without a server build.
      console.error('[viral] server rendering failed; the browser renders the page', error);
      return null;
    });
    const markup = screen ? screenMarkup(screen) : undefined;
    const showsNonce = Boolean(screen?.html.includes(nonce) || screen?.title?.includes(nonce));
    return {
      markup,
      missing: read.missing,
      recipe: read.recipe,
      readsMs,
      renderMs: performance.now() - renderStarted,
      showsNonce,
      shareable:
        read.complete && !read.missing && markup !== undefined && !screen?.screenFailed && !showsNonce,
    };
  };
  const notBuilt = (c: Context) => c.text('The site has not been built yet: run `npm run build`.', 503);
  const sendPage = (c: Context, page: ShellPage, status: 200 | 404 = 200) => {
    c.header('Cache-Control', REVALIDATE);
    c.header(CSP_HEADER, page.policy);
    const timing = serverTiming(page);
    if (timing) c.header('Server-Timing', timing);
    if (!page.rest) return c.html(page.html, status);
    const body = screenPageBody({ before: page.html, ...page.rest });
    return c.body(body as Uint8Array<ArrayBuffer>, status, { 'Content-Type': 'text/html; charset=UTF-8' });
  };
  const pools = candidatePoolCache();
  const readsFor = (
    route: NonNullable<ReturnType<typeof matchSiteRoute>>,
    search: string,
  ): Promise<FirstReads> =>
    seo
      ? firstReads(seo.db, pools, route.route.reads, { params: route.params, search })
      : Promise.resolve({ reads: [], missing: false, complete: true });
  /**
   * Every page of the site (domain's SITE_ROUTES): public screens rendered here from their first
   * reads, the back-office drawn in the browser. An unknown path, or a page whose recipe or tag does
   * not exist, answers 404 with the friendly view rendered, kept out of search indexes. A public
   * screen asked anonymously is reused for a few seconds (page-cache.ts); the page around it, with
   * its nonce, is made for each answer.
   */
  const servePage = async (c: Context) => {
    const path = c.req.path;
    const search = new URL(c.req.url).search.slice(1);
    const found = matchSiteRoute(path);
    const overrides = await currentRemoteOverrides();
    const shell = await renderShell(path, overrides);
    if (shell === null) return notBuilt(c);
    if (found && !found.route.serverRendered) return sendPage(c, shell);
    const remotes = serverRemoteEntries(webRoot, overrides, seo?.listenOrigin ?? 'http://127.0.0.1');
    const anonymous = !actsAsSomeone(c.req.header('cookie'), c.req.header('authorization'));
    const lifetime = found && anonymous ? pageLifetimeMs(found.route.reads) : undefined;
    const render = (nonce: string) => renderPageScreen(found, path, search, remotes, nonce);
    // Rendered for every anonymous visitor alike, with a nonce no response carries: a screen that
    // shows it is of no use to anyone (each renders its own); one that does not may go to all.
    const shared = lifetime
      ? await pages.get(`${path}?${search} ${JSON.stringify(remotes)}`, lifetime, async () => {
          const screen = await render(newNonce());
          if (screen.showsNonce) return undefined;
          return { value: screen, size: screen.markup?.root.bytes.byteLength ?? 0, keep: screen.shareable };
        })
      : undefined;
    const screen = shared?.value ?? (await render(shell.nonce));
    const withScreen = screen.markup && withServerScreen(shell.html, screen.markup);
    const page: ShellPage = {
      html: withScreen ? withScreen.before : shell.html,
      ...(withScreen && { rest: { screen: withScreen.screen, after: withScreen.after } }),
      policy: shell.policy,
      readsMs: shared?.kept ? 0 : screen.readsMs,
      renderMs: shared?.kept ? 0 : screen.renderMs,
      fromCache: shared?.kept ?? false,
    };
    if (screen.missing) return sendPage(c, { ...page, html: withNoIndex(page.html) }, 404);
    if (!screen.recipe || !seo) return sendPage(c, page);
    // A recipe page carries its own title, description, Open Graph, Twitter card and JSON-LD; its
    // photo, the page's largest paint, is fetched with the HTML ahead of the scripts.
    const photo = picturePreload(screen.recipe, MEDIA_SIZES.hero);
    const html = withHead(
      photo ? firstInHead(page.html, photo) : page.html,
      recipeHeadTags(screen.recipe, originOf(c, seo)),
    );
    return sendPage(c, { ...page, html });
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
  }
  site.get('/', servePage);
  site.get('/index.html', (c) => c.redirect('/', 301));
  for (const name of REMOTE_NAMES) {
    const { urlPrefix, dir } = webRoot.remotes[name];
    servePrefix(site, urlPrefix, dir, cacheControlFor);
  }
  servePrefix(site, '/media/demo', webRoot.mediaDir, () => MEDIA_CACHE);
  // Only a path that looks like a file can be one of the shell's files: a page skips the disk lookup.
  const onlyFiles =
    (handler: MiddlewareHandler): MiddlewareHandler =>
    (c, next) =>
      LOOKS_LIKE_A_FILE.test(c.req.path) ? handler(c, next) : next();
  site.use('*', onlyFiles(cacheFor(cacheControlFor)));
  site.use('*', onlyFiles(serveStatic({ root: webRoot.shellDir, precompressed: true })));
  site.get('*', async (c) => (LOOKS_LIKE_A_FILE.test(c.req.path) ? c.text('Not found', 404) : servePage(c)));
  return site;
}
