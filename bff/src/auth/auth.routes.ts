import { setTimeout } from 'node:timers/promises';
import { createRoute, z } from '@hono/zod-openapi';
import type { Database } from '@viral/db';
import {
  apiTokenListSchema,
  apiTokenRequestSchema,
  authUserSchema,
  createdApiTokenSchema,
  loginRequestSchema,
  meResponseSchema,
} from '@viral/domain';
import type { Config } from '../config.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { clientAddress } from '../http/client-address.ts';
import { errorResponseSchema, errorResponses, json, uuidParam } from '../http/openapi.ts';
import { createRouter } from '../http/router.ts';
import {
  assertSignedInWithPassword,
  issueApiToken,
  listApiTokens,
  revokeApiToken,
  tokenLifetimeDays,
} from './api-tokens.ts';
import { checkCredentials, endSession, startSession } from './auth-store.ts';
import { BusyError } from './concurrency-limit.ts';
import { DEMO_ADMIN } from './demo-admin.ts';
import { BUSY_RETRY_AFTER_SECONDS, createLoginLimiter, createPasswordCheckLimit } from './login-limiter.ts';
import { clearSessionCookie, writeSessionCookie } from './session-cookie.ts';
import { assertAdmin, assertSameOriginWrite } from './session-middleware.ts';
import { auditSignIn } from './sign-in-audit.ts';

/** The sign-in screen's wording; it never says whether the e-mail exists. */
export const INVALID_LOGIN_MESSAGE = 'Invalid login credentials';
const errors = {
  401: json(errorResponseSchema, 'Not signed in or wrong credentials'),
  403: json(errorResponseSchema, 'Not allowed'),
};

const loginRoute = createRoute({
  method: 'post',
  path: '/login',
  summary: 'Sign in with e-mail and password; sets the httpOnly session cookie',
  request: { body: { content: { 'application/json': { schema: loginRequestSchema } }, required: true } },
  responses: {
    200: json(z.object({ user: authUserSchema }), 'Signed in'),
    400: errorResponses[400],
    ...errors,
    429: json(errorResponseSchema, 'Too many failed attempts; see Retry-After'),
    503: json(errorResponseSchema, 'Too many sign-ins at once; see Retry-After'),
  },
});
const logoutRoute = createRoute({
  method: 'post',
  path: '/logout',
  summary: 'Ends this session on the server and clears the cookie',
  responses: { 204: { description: 'Signed out' }, 403: errors[403] },
});
const meRoute = createRoute({
  method: 'get',
  path: '/me',
  summary: 'The signed-in user, or null',
  responses: { 200: json(meResponseSchema, 'The caller') },
});
const demoRoute = createRoute({
  method: 'get',
  path: '/demo-credentials',
  summary: 'The demo admin sign-in (DEMO mode only)',
  responses: {
    200: json(z.object({ email: z.string(), password: z.string() }), 'Demo credentials'),
    404: errorResponses[404],
  },
});
const createTokenRoute = createRoute({
  method: 'post',
  path: '/tokens',
  summary:
    'Creates a bearer API token for the CLI from a signed-in session (never with a token); it expires, and is shown only in this answer',
  request: { body: { content: { 'application/json': { schema: apiTokenRequestSchema } }, required: true } },
  responses: { 201: json(createdApiTokenSchema, 'The new token'), 400: errorResponses[400], ...errors },
});
const listTokensRoute = createRoute({
  method: 'get',
  path: '/tokens',
  summary:
    'Your API tokens that still work, the newest first, with their scopes (never the tokens themselves)',
  responses: { 200: json(apiTokenListSchema, 'The tokens'), ...errors },
});
const revokeTokenRoute = createRoute({
  method: 'delete',
  path: '/tokens/{id}',
  summary: 'Revokes one of your API tokens',
  request: { params: uuidParam },
  responses: { 204: { description: 'Revoked' }, ...errors, 404: errorResponses[404] },
});

export function authRoutes(db: Database, config: Config) {
  const limiter = createLoginLimiter(db);
  const passwordChecks = createPasswordCheckLimit();

  return createRouter()
    .openapi(loginRoute, async (c) => {
      assertSameOriginWrite(c, config.publicUrl);
      const { email, password } = c.req.valid('json');
      const ip = clientAddress(c);
      const attempt = await limiter.begin(ip, email);
      if (!attempt.allowed) {
        c.header('Retry-After', String(attempt.retryAfterSeconds));
        throw new ApiError(
          429,
          'too_many_attempts',
          `Too many failed sign-in attempts. Try again in ${Math.ceil(attempt.retryAfterSeconds / 60)} minutes.`,
        );
      }
      if (attempt.delayMs > 0) await setTimeout(attempt.delayMs);
      const user = await passwordChecks
        .run(() => checkCredentials(db, email, password))
        .catch(async (error) => {
          if (!(error instanceof BusyError)) throw error;
          await attempt.abandoned();
          c.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
          throw new ApiError(503, 'busy', 'Too many sign-ins at once. Try again in a few seconds.');
        });
      if (!user) {
        await auditSignIn(db, null, email, ip);
        throw new ApiError(401, 'invalid_credentials', INVALID_LOGIN_MESSAGE);
      }
      await attempt.succeeded();
      await auditSignIn(db, user.id, email, ip);
      writeSessionCookie(c, config.publicUrl, await startSession(db, user.id));
      return c.json({ user }, 200);
    })
    .openapi(logoutRoute, async (c) => {
      assertSameOriginWrite(c, config.publicUrl);
      const token = c.get('sessionToken');
      if (token) await endSession(db, token);
      clearSessionCookie(c, config.publicUrl);
      return c.body(null, 204);
    })
    .openapi(meRoute, (c) => c.json({ user: c.get('user') ?? null }, 200))
    .openapi(demoRoute, (c) => {
      if (!config.demo) throw notFound('Demo credentials');
      return c.json({ ...DEMO_ADMIN }, 200);
    })
    .openapi(createTokenRoute, async (c) => {
      // Any token is turned away below, whatever its scopes: only a password sign-in mints one.
      const user = assertAdmin(c, config.publicUrl, 'read');
      assertSignedInWithPassword(c);
      const { name, expires_in_days, scopes } = c.req.valid('json');
      const lifetimeDays = tokenLifetimeDays(expires_in_days, config.apiTokenTtlDays);
      return c.json(await issueApiToken(db, user, { name, scopes }, lifetimeDays), 201);
    })
    .openapi(listTokensRoute, async (c) => {
      const user = assertAdmin(c, config.publicUrl, 'read');
      return c.json({ items: await listApiTokens(db, user) }, 200);
    })
    .openapi(revokeTokenRoute, async (c) => {
      // Any token may revoke its owner's tokens, itself included (`recipes logout`).
      const user = assertAdmin(c, config.publicUrl, 'read');
      await revokeApiToken(db, user, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
