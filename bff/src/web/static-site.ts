import { serveStatic } from '@hono/node-server/serve-static';
import type { Database } from '@viral/db';
import { MEDIA_SIZES, matchSiteRoute } from '@viral/domain';
import { type Context, Hono, type Next } from 'hono';
import { candidatePoolCache } from '../feed/candidate-pool-cache.ts';
import { linkOrigin } from '../http/site-origin.ts';
import { cacheControlFor, MEDIA_CACHE, REVALIDATE } from './cache-headers.ts';
import { CSP_HEADER, newNonce, remoteOrigins, sitePagePolicy } from './content-security-policy.ts';
import { firstInHead } from './first-in-head.ts';
import { type FirstReads, firstReads } from './first-reads.ts';
import { picturePreload } from './photo-preload.ts';
import { recipeHeadTags, withHead, withNoIndex } from './recipe-meta.ts';
import type { RemoteOverrides } from './remote-locations.ts';
import { remotesAt, screenPreloader, withPreloads } from './screen-preload.ts';
import { type ServerRead, serverRemoteEntries, serverRenderer } from './server-render.ts';
import { withServerScreen } from './server-rendered-page.ts';
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

/** A page's HTML and policy, with what its server work took (shown in the browser's timing panel). */
type ShellPage = { html: string; policy: string; readsMs?: number; renderMs?: number };

/** `Server-Timing`: the first reads from the database and the React render, each in ms. */
const serverTiming = (page: ShellPage) =>
  [
    page.readsMs === undefined ? null : `reads;dur=${page.readsMs.toFixed(1)}`,
    page.renderMs === undefined ? null : `render;dur=${page.renderMs.toFixed(1)}`,
  ]
    .filter(Boolean)
    .join(', ');

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
  const renderScreen = serverRenderer(webRoot.shellDir);
  /**
   * The shell's HTML for a path and the policy that goes with it, both from one reading of the remote
   * locations: a page that loads a remote from a new origin is always allowed to. With `serverReads`
   * the screen is rendered here, by its own components, from these answers (server-render.ts).
   */
  const renderShell = async (
    path: string,
    search: string,
    serverReads?: ServerRead[],
  ): Promise<ShellPage | null> => {
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
    let html = withPreloads(shell, await preloaderFor(overrides)(path));
    let renderMs: number | undefined;
    if (serverReads) {
      const renderStarted = performance.now();
      const entries = serverRemoteEntries(webRoot, overrides, seo?.listenOrigin ?? 'http://127.0.0.1');
      const screen = await renderScreen({
        path,
        search,
        // As the browser gets them (JSON), so both sides render the same values.
        reads: serverReads.map((read) => ({ key: read.key, data: JSON.parse(JSON.stringify(read.data)) })),
        remotes: entries,
        nonce,
      }).catch((error: unknown) => {
        // The shell itself failed to render: the page is drawn in the browser, as without a server build.
        console.error('[viral] server rendering failed; the browser renders the page', error);
        return null;
      });
      if (screen) html = withServerScreen(html, screen);
      renderMs = performance.now() - renderStarted;
    }
    return { html, policy: sitePagePolicy({ nonce, remotes: remoteOrigins(overrides) }), renderMs };
  };
  const notBuilt = (c: Context) => c.text('The site has not been built yet: run `npm run build`.', 503);
  const sendPage = (c: Context, page: ShellPage, status: 200 | 404 = 200) => {
    c.header('Cache-Control', REVALIDATE);
    c.header(CSP_HEADER, page.policy);
    const timing = serverTiming(page);
    if (timing) c.header('Server-Timing', timing);
    return c.html(page.html, status);
  };
  const pools = candidatePoolCache();
  const readsFor = (
    route: NonNullable<ReturnType<typeof matchSiteRoute>>,
    search: string,
  ): Promise<FirstReads> =>
    seo
      ? firstReads(seo.db, pools, route.route.reads, { params: route.params, search })
      : Promise.resolve({ reads: [], missing: false });
  /**
   * Every page of the site (domain's SITE_ROUTES): public screens rendered here from their first
   * reads, the back-office drawn in the browser. An unknown path, or a page whose recipe or tag does
   * not exist, answers 404 with the friendly view rendered, kept out of search indexes.
   */
  const servePage = async (c: Context) => {
    const path = c.req.path;
    const search = new URL(c.req.url).search.slice(1);
    const found = matchSiteRoute(path);
    if (found && !found.route.serverRendered) {
      const page = await renderShell(path, search);
      return page ? sendPage(c, page) : notBuilt(c);
    }
    const readsStarted = performance.now();
    const read: FirstReads = found ? await readsFor(found, search) : { reads: [], missing: true };
    const readsMs = performance.now() - readsStarted;
    const rendered = await renderShell(path, search, read.reads);
    if (rendered === null) return notBuilt(c);
    const page = { ...rendered, readsMs };
    if (read.missing) return sendPage(c, { ...page, html: withNoIndex(page.html) }, 404);
    if (!read.recipe || !seo) return sendPage(c, page);
    // A recipe page carries its own title, description, Open Graph, Twitter card and JSON-LD; its
    // photo, the page's largest paint, is fetched with the HTML ahead of the scripts.
    const photo = picturePreload(read.recipe, MEDIA_SIZES.hero);
    const html = withHead(
      photo ? firstInHead(page.html, photo) : page.html,
      recipeHeadTags(read.recipe, originOf(c, seo)),
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
  site.use('*', cacheFor(cacheControlFor));
  site.use('*', serveStatic({ root: webRoot.shellDir }));
  site.get('*', async (c) => (LOOKS_LIKE_A_FILE.test(c.req.path) ? c.text('Not found', 404) : servePage(c)));
  return site;
}
