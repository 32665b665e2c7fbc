import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** What the sites saw: how many requests each host had in flight at most, and its busiest second. */
export interface HostLog {
  requests: number;
  maxInFlight: number;
  inFlight: number;
}

export interface CorpusHosts {
  /** `host:port` of each site, for IMPORT_ALLOW_HOSTS. */
  hosts: string[];
  log: Map<string, HostLog>;
  close(): Promise<void>;
}

/**
 * Recipe sites on local ports, one "host" each, serving every corpus page under
 * `/page/<corpus id>/<copy>` (so each copy is an address of its own), plus the ways pages fail:
 * `/missing` (404), `/broken` (500), `/hang` (never answers), `/moved/<id>/<copy>` (302 to the page).
 */
export async function startCorpusHosts(corpus: string, ids: string[], count: number): Promise<CorpusHosts> {
  const pages = new Map(ids.map((id) => [id, readFileSync(join(corpus, id, 'page.html'))]));
  const log = new Map<string, HostLog>();
  const hanging = new Set<ServerResponse>();
  const servers: Server[] = [];
  for (let n = 0; n < count; n++) {
    const server = createServer((req, res) => {
      const host = req.headers.host ?? '';
      const entry = log.get(host) ?? { requests: 0, maxInFlight: 0, inFlight: 0 };
      log.set(host, entry);
      entry.requests++;
      entry.inFlight++;
      entry.maxInFlight = Math.max(entry.maxInFlight, entry.inFlight);
      res.once('close', () => {
        entry.inFlight--;
        hanging.delete(res);
      });
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);
      const [, kind, id, copy] = path.split('/');
      if (kind === 'hang') return void hanging.add(res);
      if (kind === 'broken') return void res.writeHead(500).end('Internal error');
      if (kind === 'moved' && id && pages.has(id))
        return void res.writeHead(302, { location: `/page/${encodeURIComponent(id)}/${copy}-moved` }).end();
      const page = kind === 'page' && id ? pages.get(id) : undefined;
      if (!page) return void res.writeHead(404).end('Not found');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    servers.push(server);
  }
  return {
    hosts: servers.map((server) => `127.0.0.1:${(server.address() as AddressInfo).port}`),
    log,
    async close() {
      for (const res of hanging) res.destroy();
      await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
    },
  };
}
