// A local site of recipe pages for the import tests: /recipe/<name> is a JSON-LD recipe,
// /not-a-recipe is a plain article, /missing answers 404, /slow/<name> waits before answering.
import { createServer, type Server } from 'node:http';

export interface PageSite {
  origin: string;
  host: string;
  stop(): Promise<void>;
}

function recipePage(name: string): string {
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name,
    recipeIngredient: ['1 cup rice', '2 cups water'],
    recipeInstructions: ['Rinse the rice.', 'Cook it.'],
  };
  return `<!doctype html><html><head><title>${name}</title><script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body><h1>${name}</h1></body></html>`;
}

export async function startPageSite(): Promise<PageSite> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    const slow = path.match(/^\/slow\/(.+)$/);
    if (slow) setTimeout(() => send(200, recipePage(slow[1] ?? 'Slow')), 1500);
    else if (path.startsWith('/recipe/')) send(200, recipePage(path.slice('/recipe/'.length)));
    else if (path === '/not-a-recipe')
      send(
        200,
        '<!doctype html><html><head><title>News</title></head><body><p>Opening hours changed.</p></body></html>',
      );
    else send(404, 'not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const host = `127.0.0.1:${address.port}`;
  return {
    origin: `http://${host}`,
    host,
    stop: () => new Promise((done) => server.close(() => done())),
  };
}
