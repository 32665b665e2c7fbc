import type { Database } from '@viral/db';
import { type ApiTokenScope, scopesGrant } from '@viral/domain';
import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { AuthEnv } from './auth-env.ts';
import { userForApiToken, userForSession } from './auth-store.ts';
import { requiredScope } from './required-scope.ts';
import { isSafeMethod, isSameOriginRequest } from './same-origin.ts';
import { readSessionCookie } from './session-cookie.ts';

/** Works out who is calling, from a bearer token or the session cookie; anonymous callers pass. */
export function sessionMiddleware(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'sessionIdleMinutes'>,
): MiddlewareHandler<AuthEnv> {
  const idleMs = config.sessionIdleMinutes * 60_000;
  return async (c, next) => {
    const bearer = c.req.header('Authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const cookie = readSessionCookie(c, config.publicUrl);
    const byToken = bearer ? await userForApiToken(db, bearer) : null;
    if (bearer && !byToken) throw new ApiError(401, 'unauthorized', 'The API token is not valid');
    const user = byToken ? byToken.user : cookie ? await userForSession(db, cookie, idleMs) : null;
    if (user) {
      c.set('user', user);
      c.set('userId', user.id);
      c.set('authVia', bearer ? 'bearer' : 'cookie');
      c.set('tokenScopes', byToken?.scopes);
    }
    c.set('sessionToken', cookie);
    await next();
  };
}

/**
 * Admin rights on the server: anonymous 401, other roles 403, a token without the scope the
 * request needs 403, cross-site cookie writes 403. Runs before the request is otherwise looked at.
 */
export function assertAdmin(c: Context<AppEnv>, publicUrl: string | undefined, needed?: ApiTokenScope) {
  const user = c.get('user');
  if (!user) throw new ApiError(401, 'unauthorized', 'Sign in as an administrator first');
  if (user.role !== 'admin') throw new ApiError(403, 'forbidden', 'Administrator rights are required');
  assertTokenScope(c, needed ?? requiredScope(c.req.method, c.req.path));
  assertSameOriginWrite(c, publicUrl);
  return user;
}

/** A bearer token must carry the scope; a signed-in session carries them all. */
function assertTokenScope(c: Context<AppEnv>, needed: ApiTokenScope) {
  const scopes = c.get('tokenScopes');
  if (!scopes || scopesGrant(scopes, needed)) return;
  throw new ApiError(
    403,
    'insufficient_scope',
    `This API token may not do this: it needs the '${needed}' scope (\`recipes login --scope ${needed}\`)`,
  );
}

/** Cookie-authenticated writes must come from this site (CSRF); bearer calls carry no ambient cookie. */
export function assertSameOriginWrite(c: Context<AppEnv>, publicUrl: string | undefined) {
  if (c.get('authVia') === 'bearer' || isSafeMethod(c.req.method) || isSameOriginRequest(c, publicUrl))
    return;
  throw new ApiError(403, 'cross_site_request', 'This request must come from the site itself');
}

export function requireAdmin(publicUrl: string | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    assertAdmin(c, publicUrl);
    await next();
  };
}

/** The caller behind requireAdmin; throws if a route is ever mounted without it. */
export function signedInUser(c: Context<AppEnv>) {
  const user = c.get('user');
  if (!user) throw new ApiError(401, 'unauthorized', 'Sign in as an administrator first');
  return user;
}
