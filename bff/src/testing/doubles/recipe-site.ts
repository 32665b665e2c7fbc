// A recipe web site on 127.0.0.1 for imports to fetch: pages, images, redirects, errors, slow and
// hanging answers, with a record of what was asked and how many requests were open at once.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the site answers one request; `'hang'` never answers (until the site closes). */
export type SiteAnswer =
  | 'hang'
  | {
      status?: number;
      /** Content type; text/html with UTF-8 when a body is given without one. */
      type?: string;
      body?: string | Buffer;
      /** Sent as the Location header, for redirects. */
      location?: string;
      /** Waits this long before answering, instead of the site's delay. */
      delayMs?: number;
    };

/** What a request asked for, for a site's `pages` to decide its answer. */
export interface SiteRequest {
  /** Path without the query, percent-decoded. */
  path: string;
  /** Path and query exactly as sent. */
  rawPath: string;
  /** The site's own origin (http://127.0.0.1:port). */
  origin: string;
}

/** Either a table of paths, or a function; anything unanswered is a 404. */
export type SitePages =
  | Record<string, SiteAnswer | string>
  | ((request: SiteRequest) => SiteAnswer | string | undefined);

export const page = (body: string | Buffer, status = 200): SiteAnswer => ({ status, body });
export const file = (body: string | Buffer, type: string): SiteAnswer => ({ body, type });
export const redirect = (location: string, status = 302): SiteAnswer => ({ status, location });
export const failure = (status: number, body = ''): SiteAnswer => ({ status, body, type: 'text/plain' });

export interface RecipeSite {
  /** http://127.0.0.1:port */
  origin: string;
  /** 127.0.0.1:port, for IMPORT_ALLOW_HOSTS and fetch policies. */
  host: string;
  /** Path and query of every request, in the order they arrived. */
  requested: string[];
  /** How many requests asked for this path (query ignored). */
  hits(path: string): number;
  /** Most requests open at once so far. */
  maxInFlight: number;
  /** How long every answer waits; may be changed at any time (a later request takes the new value). */
  delayMs: number;
  /** Answers every request still waiting out its delay, now. */
  answerWaiting(): void;
  close(): Promise<void>;
}

export async function startRecipeSite(
  pages: SitePages,
  options: { delayMs?: number } = {},
): Promise<RecipeSite> {
  const hitsByPath = new Map<string, number>();
  const waiting = new Map<NodeJS.Timeout, () => void>();
  const open = new Set<ServerResponse>();
  let inFlight = 0;
  let origin = '';

  const choose = (req: IncomingMessage): SiteAnswer => {
    const rawPath = req.url ?? '/';
    const path = decodeURIComponent(new URL(rawPath, 'http://site').pathname);
    const chosen = typeof pages === 'function' ? pages({ path, rawPath, origin }) : pages[path];
    if (chosen === undefined) return failure(404, 'Not found');
    return typeof chosen === 'string' ? page(chosen) : chosen;
  };
  const send = (res: ServerResponse, answer: Exclude<SiteAnswer, 'hang'>) => {
    const headers: Record<string, string> = {};
    if (answer.location) headers.location = answer.location;
    if (answer.body !== undefined) headers['content-type'] = answer.type ?? 'text/html; charset=utf-8';
    res.writeHead(answer.status ?? 200, headers).end(answer.body);
  };

  const server = createServer((req, res) => {
    req.resume();
    site.requested.push(req.url ?? '/');
    const pathname = new URL(req.url ?? '/', 'http://site').pathname;
    hitsByPath.set(pathname, (hitsByPath.get(pathname) ?? 0) + 1);
    // Counted out as its answer starts, so a client's next request is never counted with it.
    let counted = true;
    const countOut = () => {
      if (counted) inFlight--;
      counted = false;
    };
    inFlight++;
    site.maxInFlight = Math.max(site.maxInFlight, inFlight);
    open.add(res);
    res.once('close', () => {
      countOut();
      open.delete(res);
    });
    const answer = choose(req);
    if (answer === 'hang') return;
    const answerNow = () => {
      countOut();
      send(res, answer);
    };
    const delay = answer.delayMs ?? site.delayMs;
    if (delay <= 0) return answerNow();
    const timer = setTimeout(() => {
      waiting.delete(timer);
      answerNow();
    }, delay);
    waiting.set(timer, answerNow);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  origin = `http://${host}`;

  const site: RecipeSite = {
    origin,
    host,
    requested: [],
    hits: (path) => hitsByPath.get(path) ?? 0,
    maxInFlight: 0,
    delayMs: options.delayMs ?? 0,
    answerWaiting() {
      for (const [timer, answer] of waiting) {
        clearTimeout(timer);
        waiting.delete(timer);
        answer();
      }
    },
    close() {
      for (const timer of waiting.keys()) clearTimeout(timer);
      waiting.clear();
      for (const res of open) res.destroy();
      server.closeAllConnections();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
  return site;
}
