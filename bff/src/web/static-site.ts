import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type Next } from 'hono';
import { cacheControlFor, MEDIA_CACHE, REVALIDATE } from './cache-headers.ts';
import { type RuntimeConfig, shellHtmlLoader } from './shell-html.ts';
import { REMOTE_NAMES, type WebRoot } from './web-root.ts';

const LOOKS_LIKE_A_FILE = /\/[^/]+\.[a-z0-9]+$/i;

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
export function staticSite(webRoot: WebRoot, remoteOverrides: Partial<RuntimeConfig['remotes']>) {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      remoteOverrides[name] ?? `${webRoot.remotes[name].urlPrefix}/mf-manifest.json`,
    ]),
  ) as RuntimeConfig['remotes'];
  const loadShellHtml = shellHtmlLoader(webRoot.shellDir, { remotes });
  const serveShellHtml = async (c: Context) => {
    const html = await loadShellHtml();
    if (html === null) return c.text('The site has not been built yet: run `npm run build`.', 503);
    c.header('Cache-Control', REVALIDATE);
    return c.html(html);
  };

  const site = new Hono();
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
