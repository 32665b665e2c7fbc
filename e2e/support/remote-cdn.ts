// A stand-in for a CDN serving one remote's build from its own origin, with the headers the
// production static image sends: CORS for the shell's origin, hashed files cached for a year,
// the manifest and remote entry revalidated.
import { type ServerType, serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { cacheControlFor } from '@viral/bff/cache-headers';
import { Hono } from 'hono';
import { cors } from 'hono/cors';

export interface RemoteCdn {
  origin: string;
  stop(): Promise<void>;
}

export function serveRemoteFromCdn(distDir: string): Promise<RemoteCdn> {
  const app = new Hono();
  app.use('*', cors({ origin: '*' }));
  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', cacheControlFor(c.req.path));
  });
  app.use('*', serveStatic({ root: distDir }));
  return new Promise((done) => {
    const server: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      done({
        origin: `http://127.0.0.1:${info.port}`,
        stop: () => new Promise((closed) => server.close(() => closed())),
      }),
    );
  });
}
