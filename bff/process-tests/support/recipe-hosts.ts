import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const recipePage = (name: string) =>
  `<html><head><title>${name}</title><script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name,
    description: `${name}, made on a weeknight.`,
    recipeCategory: 'Dinner',
    totalTime: 'PT25M',
    recipeYield: '4',
    recipeIngredient: ['400 g spaghetti', '4 cloves garlic, sliced', '1/2 cup olive oil'],
    recipeInstructions: ['Boil the spaghetti.', 'Sizzle the garlic in the oil.', 'Toss together and serve.'],
  })}</script></head><body><h1>${name}</h1></body></html>`;

export interface RecipeHosts {
  /** `host:port` of each site, for IMPORT_ALLOW_HOSTS. */
  hosts: string[];
  /** `perHost` recipe page URLs on each of the first `hostCount` sites, titles distinct per `batch`. */
  urls(batch: string, perHost: number, hostCount?: number): string[];
  /** How many times each URL was fetched. */
  fetches: Map<string, number>;
  /** How long the sites wait before answering; a test may change it at any time. */
  delayMs: number;
  /** Answers every request still waiting out its delay, now. */
  answerWaiting(): void;
  close(): Promise<void>;
}

/** Recipe sites on several local ports (one "host" each), answering after `delayMs`. */
export async function startRecipeHosts(count: number, delayMs = 0): Promise<RecipeHosts> {
  const fetches = new Map<string, number>();
  const waiting = new Map<NodeJS.Timeout, () => void>();
  let sites: RecipeHosts;
  const servers: Server[] = [];
  const hosts: string[] = [];
  for (let n = 0; n < count; n++) {
    const server = createServer((req, res) => {
      const url = `http://${req.headers.host}${req.url}`;
      fetches.set(url, (fetches.get(url) ?? 0) + 1);
      const slug = /^\/recipe\/([a-z0-9-]+)$/.exec(req.url ?? '')?.[1];
      const answer = () => {
        waiting.delete(timer);
        if (!slug) return void res.writeHead(404).end();
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(recipePage(`Dish ${slug}`));
      };
      const timer = setTimeout(answer, sites.delayMs);
      waiting.set(timer, answer);
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    servers.push(server);
    hosts.push(`127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
  sites = {
    delayMs,
    hosts,
    urls: (batch, perHost, hostCount = hosts.length) =>
      hosts
        .slice(0, hostCount)
        .flatMap((host, h) =>
          Array.from({ length: perHost }, (_, i) => `http://${host}/recipe/${batch}-${h}-${i}`),
        ),
    fetches,
    answerWaiting() {
      for (const [timer, answer] of waiting) {
        clearTimeout(timer);
        answer();
      }
    },
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((done) => {
              server.closeAllConnections();
              server.close(() => done());
            }),
        ),
      ).then(() => {}),
  };
  return sites;
}
