import type { Context } from 'hono';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isSafeMethod = (method: string) => SAFE_METHODS.has(method.toUpperCase());

/**
 * CSRF defence for cookie-authenticated writes: the browser's Origin header must be this site's
 * own origin (the request's, or PUBLIC_URL's behind a proxy). hono/csrf only inspects form
 * submissions, and our writes are JSON, so the check is made here for every unsafe method.
 */
export function isSameOriginRequest(c: Context, publicUrl: string | undefined): boolean {
  const origin = c.req.header('Origin');
  if (!origin) return c.req.header('Sec-Fetch-Site') === 'same-origin';
  const allowed = new Set([new URL(c.req.url).origin]);
  const host = c.req.header('Host');
  if (host) allowed.add(`${new URL(c.req.url).protocol}//${host}`);
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  return allowed.has(origin);
}
