import { getConnInfo } from '@hono/node-server/conninfo';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { type Database, schema } from '@viral/db';
import {
  apiTokenRequestSchema,
  authUserSchema,
  createdApiTokenSchema,
  loginRequestSchema,
  meResponseSchema,
} from '@viral/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { errorResponseSchema, errorResponses, json, uuidParam, validationHook } from '../http/openapi.ts';
import type { AuthEnv } from './auth-env.ts';
import { checkCredentials, endSession, startSession } from './auth-store.ts';
import { DEMO_ADMIN } from './demo-admin.ts';
import { createLoginLimiter } from './login-limiter.ts';
import { assertAdmin, assertSameOriginWrite } from './session-middleware.ts';
import { API_TOKEN_PREFIX, hashToken, newSecretToken, SESSION_COOKIE, SESSION_TTL_MS } from './tokens.ts';

/** Supabase's wording, which the old sign-in screen showed; it never says whether the e-mail exists. */
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
  summary: 'Creates a bearer API token for the CLI; the token is shown only in this answer',
  request: { body: { content: { 'application/json': { schema: apiTokenRequestSchema } }, required: true } },
  responses: { 201: json(createdApiTokenSchema, 'The new token'), 400: errorResponses[400], ...errors },
});
const revokeTokenRoute = createRoute({
  method: 'delete',
  path: '/tokens/{id}',
  summary: 'Revokes one of your API tokens',
  request: { params: uuidParam },
  responses: { 204: { description: 'Revoked' }, ...errors, 404: errorResponses[404] },
});

function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}

export function authRoutes(db: Database, config: Config) {
  const limiter = createLoginLimiter(db);
  const secureCookie = (c: Context) =>
    new URL(c.req.url).protocol === 'https:' || Boolean(config.publicUrl?.startsWith('https:'));

  return new OpenAPIHono<AuthEnv>({ defaultHook: validationHook })
    .openapi(loginRoute, async (c) => {
      assertSameOriginWrite(c, config.publicUrl);
      const { email, password } = c.req.valid('json');
      const ip = clientAddress(c);
      const wait = await limiter.retryAfter(ip, email);
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        throw new ApiError(
          429,
          'too_many_attempts',
          `Too many failed sign-in attempts. Try again in ${Math.ceil(wait / 60)} minutes.`,
        );
      }
      const user = await checkCredentials(db, email, password);
      if (!user) {
        await limiter.recordFailure(ip, email);
        throw new ApiError(401, 'invalid_credentials', INVALID_LOGIN_MESSAGE);
      }
      await limiter.recordSuccess(email);
      const session = await startSession(db, user.id);
      setCookie(c, SESSION_COOKIE, session.token, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: secureCookie(c),
        path: '/',
        maxAge: SESSION_TTL_MS / 1000,
        expires: session.expiresAt,
      });
      return c.json({ user }, 200);
    })
    .openapi(logoutRoute, async (c) => {
      assertSameOriginWrite(c, config.publicUrl);
      const token = c.get('sessionToken');
      if (token) await endSession(db, token);
      deleteCookie(c, SESSION_COOKIE, { path: '/', secure: secureCookie(c) });
      return c.body(null, 204);
    })
    .openapi(meRoute, (c) => c.json({ user: c.get('user') ?? null }, 200))
    .openapi(demoRoute, (c) => {
      if (!config.demo) throw notFound('Demo credentials');
      return c.json({ ...DEMO_ADMIN }, 200);
    })
    .openapi(createTokenRoute, async (c) => {
      const user = assertAdmin(c, config.publicUrl);
      const { name, expires_in_days } = c.req.valid('json');
      const token = newSecretToken(API_TOKEN_PREFIX);
      const expiresAt = expires_in_days ? new Date(Date.now() + expires_in_days * 86_400_000) : null;
      const [row] = await db
        .insert(schema.apiTokens)
        .values({ user_id: user.id, name, token_hash: hashToken(token), expires_at: expiresAt })
        .returning();
      if (!row) throw new Error('token insert returned nothing');
      return c.json(
        {
          id: row.id,
          name: row.name,
          token,
          created_at: row.created_at.toISOString(),
          expires_at: row.expires_at?.toISOString() ?? null,
        },
        201,
      );
    })
    .openapi(revokeTokenRoute, async (c) => {
      const user = assertAdmin(c, config.publicUrl);
      const { apiTokens } = schema;
      const revoked = await db
        .update(apiTokens)
        .set({ revoked_at: new Date() })
        .where(
          and(
            eq(apiTokens.id, c.req.valid('param').id),
            eq(apiTokens.user_id, user.id),
            isNull(apiTokens.revoked_at),
          ),
        )
        .returning({ id: apiTokens.id });
      if (revoked.length === 0) throw notFound('API token');
      return c.body(null, 204);
    });
}
