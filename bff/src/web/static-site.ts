import { serveStatic } from '@hono/node-server/serve-static';
import type { Database } from '@viral/db';
import { type Context, Hono, type Next } from 'hono';
import { findRecipeBySlug } from '../recipes/recipe-reads.ts';
import { withBootRecipePhoto } from './boot-photo.ts';
import { cacheControlFor, MEDIA_CACHE, REVALIDATE } from './cache-headers.ts';
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
}

const originOf = (c: Context, seo: SiteSeo) =>
  (seo.publicUrl ?? new URL(c.req.url).origin).replace(/\/$/, '');

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
  const renderShell = async (path: string): Promise<string | null> => {
    const overrides = await currentRemoteOverrides();
    const remotes = Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        overrides[name] ?? `${webRoot.remotes[name].urlPrefix}/mf-manifest.json`,
      ]),
    ) as RuntimeConfig['remotes'];
    const shell = await loadShellHtml({ remotes }, remotesAt(path));
    return shell === null ? null : withPreloads(shell, await preloaderFor(overrides)(path));
  };
  const serveShellHtml = async (c: Context) => {
    const html = await renderShell(c.req.path);
    if (html === null) return c.text('The site has not been built yet: run `npm run build`.', 503);
    c.header('Cache-Control', REVALIDATE);
    return c.html(html);
  };

  const site = new Hono();
  if (seo) {
    site.get('/robots.txt', (c) => {
      c.header('Cache-Control', SITEMAP_CACHE);
      return c.text(robotsTxt(originOf(c, seo)));
    });
    site.get('/sitemap.xml', async (c) => {
      c.header('Cache-Control', SITEMAP_CACHE);
      c.header('Content-Type', 'application/xml; charset=utf-8');
      return c.body(await sitemapXml(seo.db, originOf(c, seo)));
    });
    // A recipe page carries its own title, description, Open Graph, Twitter card and JSON-LD, and
    // its photo painted from the HTML; an unknown slug gets the plain shell (status 200, noindex), which shows 'Recipe Not Found'.
    site.get('/recipe/:slug', async (c) => {
      const html = await renderShell(c.req.path);
      if (html === null) return c.text('The site has not been built yet: run `npm run build`.', 503);
      const recipe = await findRecipeBySlug(seo.db, c.req.param('slug'));
      c.header('Cache-Control', REVALIDATE);
      return c.html(
        recipe
          ? withHead(withBootRecipePhoto(html, recipe), recipeHeadTags(recipe, originOf(c, seo)))
          : withNoIndex(html),
      );
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
