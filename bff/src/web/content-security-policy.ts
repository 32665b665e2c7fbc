import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { RemoteOverrides } from './remote-locations.ts';

export const CSP_HEADER = 'Content-Security-Policy';

/** A fresh value for every HTML response: only the inline scripts and styles the bff wrote into it run. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** The origins of remotes served from elsewhere (absolute manifest URLs); a path on this site is 'self'. */
export function remoteOrigins(overrides: RemoteOverrides): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(overrides)) {
    if (!url || !/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // remote-locations only lets http(s) URLs through; one that still does not parse allows nothing.
    }
  }
  return [...origins].sort();
}

const directives = (entries: [string, string[]][]) =>
  entries.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');

/**
 * The policy of the site's pages. Scripts, styles, the hero video, recipe videos (`/media/videos/`,
 * streamed by the bff also from S3, never redirected), fonts and the federation runtime's
 * manifest fetches come from this site or a remote's origin; inline scripts and style elements only
 * with the response's nonce. Recipe photos are hot-linked from the sites they were imported from, so any https image.
 */
export function sitePagePolicy({ nonce, remotes }: { nonce: string; remotes: string[] }): string {
  const siteAndRemotes = ["'self'", ...remotes];
  return directives([
    ['default-src', ["'self'"]],
    ['script-src', [...siteAndRemotes, `'nonce-${nonce}'`]],
    ['style-src', [...siteAndRemotes, `'nonce-${nonce}'`]],
    // The style attributes React writes into server-rendered HTML (a tag's colour, a slide's offset):
    // attributes only, never a style element or a script.
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', [...siteAndRemotes, 'https:', 'data:']],
    ['media-src', siteAndRemotes],
    ['font-src', siteAndRemotes],
    ['connect-src', siteAndRemotes],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ]);
}

/** For everything that is not a page (JSON, scripts, images): should one be opened as a document, it runs nothing. */
export const NON_PAGE_POLICY = directives([
  ['default-src', ["'none'"]],
  ['base-uri', ["'none'"]],
  ['form-action', ["'none'"]],
  ['frame-ancestors', ["'self'"]],
]);

/** Gives every response without a policy of its own the one that allows nothing. */
export const nonPagePolicyByDefault: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has(CSP_HEADER)) c.res.headers.set(CSP_HEADER, NON_PAGE_POLICY);
};
