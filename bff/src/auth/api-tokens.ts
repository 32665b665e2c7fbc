import { type Database, schema } from '@viral/db';
import type { ApiToken, ApiTokenScope, AuthUser, createdApiTokenSchema } from '@viral/domain';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { z } from 'zod';
import { writeAudit } from '../admin/audit.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { API_TOKEN_PREFIX, hashToken, newSecretToken } from './tokens.ts';

const { apiTokens } = schema;
const DAY_MS = 86_400_000;

/**
 * Only a password sign-in (the session cookie) may mint a token: a token that could mint tokens
 * would let one leaked token outlive its own expiry and revocation.
 */
export function assertSignedInWithPassword(c: Context<AppEnv>): void {
  if (c.get('authVia') === 'cookie') return;
  throw new ApiError(
    403,
    'password_sign_in_required',
    'API tokens are created from a signed-in session (sign in with the password, e.g. `recipes login`), not with another token',
  );
}

/** The token's lifetime in days: what the request asks for, but never beyond the site's maximum. */
export function tokenLifetimeDays(requested: number | undefined, maximumDays: number): number {
  if (requested === undefined) return maximumDays;
  if (requested > maximumDays)
    throw new ApiError(
      400,
      'token_lifetime_too_long',
      `API tokens live at most ${maximumDays} days on this site; ask for ${maximumDays} or fewer`,
    );
  return requested;
}

export async function issueApiToken(
  db: Database,
  user: AuthUser,
  request: { name: string; scopes: ApiTokenScope[] },
  lifetimeDays: number,
  now = new Date(),
): Promise<z.infer<typeof createdApiTokenSchema>> {
  const { name } = request;
  const scopes = [...new Set(request.scopes)];
  const token = newSecretToken(API_TOKEN_PREFIX);
  const expiresAt = new Date(now.getTime() + lifetimeDays * DAY_MS);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(apiTokens)
      .values({ user_id: user.id, name, scopes, token_hash: hashToken(token), expires_at: expiresAt })
      .returning();
    if (!inserted) throw new Error('token insert returned nothing');
    await writeAudit(tx, user.id, 'api_token.create', {
      token_id: inserted.id,
      name,
      scopes,
      expires_at: expiresAt.toISOString(),
    });
    return inserted;
  });
  return { ...toApiToken(row), token };
}

function toApiToken(row: typeof apiTokens.$inferSelect): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
  };
}

/** This user's tokens that still work (not revoked, not expired), the newest first. */
export async function listApiTokens(db: Database, user: AuthUser, now = new Date()): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.user_id, user.id), isNull(apiTokens.revoked_at), gt(apiTokens.expires_at, now)))
    .orderBy(desc(apiTokens.created_at));
  return rows.map(toApiToken);
}

export async function revokeApiToken(db: Database, user: AuthUser, tokenId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiTokens)
      .set({ revoked_at: new Date() })
      .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.user_id, user.id), isNull(apiTokens.revoked_at)))
      .returning({ id: apiTokens.id, name: apiTokens.name });
    if (!revoked) throw notFound('API token');
    await writeAudit(tx, user.id, 'api_token.revoke', { token_id: revoked.id, name: revoked.name });
  });
}
