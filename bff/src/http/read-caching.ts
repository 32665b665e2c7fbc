import { hash } from 'node:crypto';
import { FIRST_READ_API, type Freshness, READ_FRESHNESS } from '@viral/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { SESSION_COOKIE } from '../auth/tokens.ts';

/**
 * The reads that are the same for every visitor, and how fresh each must be: the public screens'
 * first reads (domain's FIRST_READ_API) and the lists a screen asks for later. Anything not listed
 * here (the visitor's interactions and saves, the feed, auth, admin) is personal. More specific first.
 */
export const PUBLIC_READS: [RegExp, Freshness][] = [
  [/^\/api\/recipes\/trending$/, READ_FRESHNESS.movingList],
  [/^\/api\/recipes\/[^/]+\/similar$/, READ_FRESHNESS.similar],
  ...Object.values(FIRST_READ_API).flatMap((read) =>
    read ? [[read.path, read.freshness] as [RegExp, Freshness]] : [],
  ),
];

export const PERSONAL = 'private, no-store';

/** Browsers revalidate every time (a 304 is cheap); shared caches keep the answer for `sharedMaxAge`. */
export const publicCacheControl = ({ sharedMaxAge }: Freshness) =>
  `public, max-age=0, s-maxage=${sharedMaxAge}`;

/**
 * The same freshness for shared caches only (RFC 9213's CDN-Cache-Control, which browsers ignore),
 * with how long they may serve it stale while they refresh it. Not in Cache-Control: Chrome applies
 * stale-while-revalidate to its own cache, so a page would show a list as it was minutes ago while a
 * background request (one a preloaded read never finishes in the browser's view) refreshes it.
 */
export const sharedCacheControl = ({ sharedMaxAge, staleWhileRevalidate }: Freshness) =>
  `public, max-age=${sharedMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;

const freshnessOf = (path: string) => PUBLIC_READS.find(([pattern]) => pattern.test(path))?.[1];

/** A request made as someone (the admin's cookie or an API token) is never answered for everyone. */
export const actsAsSomeone = (cookieHeader: string | undefined, authorization: string | undefined) =>
  Boolean(authorization) || new RegExp(`(^|;\\s*)(__Host-)?${SESSION_COOKIE}=`).test(cookieHeader ?? '');

/**
 * Tags the JSON the handler answers with (a weak ETag: the same data, whatever the encoding). The
 * tag comes from the text `c.json` writes, not from the finished response: reading a response's
 * body (as hono's etag middleware does) turns @hono/node-server's one-write answer into a stream
 * copy, which doubled the CPU of a cached list (docs/decisions/010-node-server-fast-path.md).
 */
function tagJsonAnswers(c: Context): () => string | undefined {
  let tag: string | undefined;
  const answer = c.body.bind(c) as (text: string, ...args: unknown[]) => Response;
  // What c.json does, with the text kept to tag it.
  c.json = ((object: unknown, ...rest: unknown[]) => {
    const text = JSON.stringify(object);
    tag = `W/"${hash('sha1', text, 'base64url')}"`;
    c.header('Content-Type', 'application/json');
    c.header('ETag', tag);
    return answer(text, ...rest);
  }) as typeof c.json;
  return () => tag;
}

const matches = (ifNoneMatch: string | undefined, tag: string) =>
  ifNoneMatch?.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag.slice(2)) ?? false;

/**
 * Cache-Control on every /api answer: public reads made anonymously get `publicCacheControl` with
 * a weak ETag (and 304 when the client already has it); everything else, errors included, is
 * `private, no-store`, so no proxy or browser keeps what is personal or admin.
 */
export const readCaching: MiddlewareHandler = async (c, next) => {
  const read = c.req.method === 'GET' || c.req.method === 'HEAD';
  const freshness = read ? freshnessOf(c.req.path) : undefined;
  const anonymous = !actsAsSomeone(c.req.header('cookie'), c.req.header('authorization'));
  const tagOf = freshness && anonymous ? tagJsonAnswers(c) : () => undefined;
  await next();
  const tag = c.res.status === 200 ? tagOf() : undefined;
  if (!tag && tagOf()) c.res.headers.delete('ETag'); // an error answered through c.json
  if (tag && matches(c.req.header('If-None-Match'), tag))
    c.res = new Response(null, { status: 304, headers: { ETag: tag } });
  if (c.res.headers.has('Cache-Control')) return;
  const shareable =
    freshness &&
    anonymous &&
    (c.res.status === 200 || c.res.status === 304) &&
    !c.res.headers.has('Set-Cookie');
  c.res.headers.set('Cache-Control', shareable ? publicCacheControl(freshness) : PERSONAL);
  if (shareable) c.res.headers.set('CDN-Cache-Control', sharedCacheControl(freshness));
};
