import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE, SESSION_TTL_MS } from './tokens.ts';

/**
 * Over https the cookie is `__Host-vr_session`: browsers accept that name only Secure, for Path=/
 * and without Domain, so a sibling subdomain or a plain-http page cannot plant or overwrite it.
 * Plain http (a laptop) cannot use the prefix and keeps `vr_session`.
 */
function servedOverHttps(c: Context, publicUrl: string | undefined): boolean {
  return new URL(c.req.url).protocol === 'https:' || Boolean(publicUrl?.startsWith('https:'));
}

/** The session token, read only under the name this site sets, so an unprefixed one is ignored on https. */
export function readSessionCookie(c: Context, publicUrl: string | undefined): string | undefined {
  return servedOverHttps(c, publicUrl) ? getCookie(c, SESSION_COOKIE, 'host') : getCookie(c, SESSION_COOKIE);
}

export function writeSessionCookie(
  c: Context,
  publicUrl: string | undefined,
  session: { token: string; expiresAt: Date },
): void {
  const https = servedOverHttps(c, publicUrl);
  setCookie(c, SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: https,
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
    expires: session.expiresAt,
    ...(https && { prefix: 'host' as const }),
  });
}

export function clearSessionCookie(c: Context, publicUrl: string | undefined): void {
  if (servedOverHttps(c, publicUrl)) {
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true, prefix: 'host' });
    // A cookie set before the prefix was used would otherwise linger until it expires.
    if (getCookie(c, SESSION_COOKIE)) deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true });
  } else {
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
  }
}
