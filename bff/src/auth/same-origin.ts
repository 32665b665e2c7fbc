import type { Context } from 'hono';
import { loopbackRequestOrigin } from '../http/site-origin.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isSafeMethod = (method: string) => SAFE_METHODS.has(method.toUpperCase());

/**
 * CSRF defence for cookie-authenticated writes: the browser's Origin header must be this site's
 * own origin. With PUBLIC_URL that is the only one; without it (a loopback-bound site, config makes
 * sure) a loopback name on this server's port, never whatever the Host header claims.
 * hono/csrf only inspects form submissions, and our writes are JSON, so the check is made here
 * for every unsafe method.
 */
export function isSameOriginRequest(c: Context, publicUrl: string | undefined): boolean {
  const origin = c.req.header('Origin');
  if (!origin) return c.req.header('Sec-Fetch-Site') === 'same-origin';
  const siteOrigin = publicUrl ? new URL(publicUrl).origin : loopbackRequestOrigin(c);
  return origin === siteOrigin;
}
