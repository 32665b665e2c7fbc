import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { cacheControlFor, MEDIA_CACHE, REVALIDATE } from './cache-headers.ts';
import { type RuntimeConfig, shellHtmlLoader } from './shell-html.ts';
import { REMOTE_NAMES, type WebRoot } from './web-root.ts';

const LOOKS_LIKE_A_FILE = /\/[^/]+\.[a-z0-9]+$/i;

/**
 * Serves the built shell and remotes, the demo images, and the shell's HTML for every client
 * route (history fallback). Paths that look like files and do not exist stay 404s.
 */
export function staticSite(webRoot: WebRoot, remoteOverrides: Partial<RuntimeConfig['remotes']>) {
  const runtimeConfig: RuntimeConfig = {
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        remoteOverrides[name] ?? `${webRoot.remotes[name].urlPrefix}/mf-manifest.json`,
      ]),
    ) as RuntimeConfig['remotes'],
  };
  const loadShellHtml = shellHtmlLoader(webRoot.shellDir, runtimeConfig);
  const setCacheHeader = (path: string, c: Context) => c.header('Cache-Control', cacheControlFor(path));

  const site = new Hono();
  const serveShellHtml = async (c: Context) => {
    const html = await loadShellHtml();
    if (html === null) return c.text('The site has not been built yet: run `npm run build`.', 503);
    c.header('Cache-Control', REVALIDATE);
    return c.html(html);
  };
  site.get('/', serveShellHtml);
  site.get('/index.html', serveShellHtml);

  for (const name of REMOTE_NAMES) {
    const { urlPrefix, dir } = webRoot.remotes[name];
    site.use(
      `${urlPrefix}/*`,
      serveStatic({
        root: dir,
        rewriteRequestPath: (path) => path.slice(urlPrefix.length),
        onFound: setCacheHeader,
      }),
    );
    site.get(`${urlPrefix}/*`, (c) => c.text('Not found', 404));
  }
  site.use(
    '/media/demo/*',
    serveStatic({
      root: webRoot.mediaDir,
      rewriteRequestPath: (path) => path.slice('/media/demo'.length),
      onFound: (_path, c) => c.header('Cache-Control', MEDIA_CACHE),
    }),
  );
  site.use('*', serveStatic({ root: webRoot.shellDir, onFound: setCacheHeader }));
  site.get('*', async (c) =>
    LOOKS_LIKE_A_FILE.test(c.req.path) ? c.text('Not found', 404) : serveShellHtml(c),
  );
  return site;
}
