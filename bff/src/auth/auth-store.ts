import { type Database, schema, verifyPassword } from '@viral/db';
import type { ApiTokenScope, AuthUser } from '@viral/domain';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { hashToken, newSecretToken, SESSION_TTL_MS } from './tokens.ts';

const { apiTokens, sessions, users } = schema;
const userColumns = { id: users.id, email: users.email, role: users.role };

/** A hash of a password nobody has, so an unknown e-mail costs the same time as a wrong password. */
const DECOY_HASH = 'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

export async function checkCredentials(
  db: Database,
  email: string,
  password: string,
): Promise<AuthUser | null> {
  const [user] = await db
    .select({ ...userColumns, password_hash: users.password_hash })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  const matches = await verifyPassword(password, user?.password_hash ?? DECOY_HASH);
  if (!user || !matches) return null;
  return { id: user.id, email: user.email, role: user.role };
}

export async function startSession(db: Database, userId: string, now = new Date()) {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  // Expired sessions are useless; sweeping this user's on each sign-in keeps the table small.
  await db.delete(sessions).where(and(eq(sessions.user_id, userId), lte(sessions.expires_at, now)));
  await db.insert(sessions).values({ token_hash: hashToken(token), user_id: userId, expires_at: expiresAt });
  return { token, expiresAt };
}

export async function endSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token_hash, hashToken(token)));
}

/** How often a session's last use is written: precise enough for the idle timeout, not a write per request. */
const LAST_SEEN_PRECISION_MS = 60_000;

/** The session's user, unless it has expired or sat unused for `idleMs`; use moves `last_seen_at` on. */
export async function userForSession(
  db: Database,
  token: string,
  idleMs: number,
  now = new Date(),
): Promise<AuthUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ ...userColumns, lastSeenAt: sessions.last_seen_at })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.token_hash, tokenHash), gt(sessions.expires_at, now)));
  if (!row) return null;
  const { lastSeenAt, ...user } = row;
  const idleFor = now.getTime() - lastSeenAt.getTime();
  if (idleFor >= idleMs) {
    await db.delete(sessions).where(eq(sessions.token_hash, tokenHash));
    return null;
  }
  if (idleFor >= LAST_SEEN_PRECISION_MS) {
    await db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.token_hash, tokenHash));
  }
  return user;
}

/** The token's user and what the token may do, unless it is revoked or expired; use stamps `last_used_at`. */
export async function userForApiToken(
  db: Database,
  token: string,
): Promise<{ user: AuthUser; scopes: ApiTokenScope[] } | null> {
  const now = new Date();
  const [row] = await db
    .update(apiTokens)
    .set({ last_used_at: now })
    .where(
      and(
        eq(apiTokens.token_hash, hashToken(token)),
        isNull(apiTokens.revoked_at),
        // tokens from before expiry existed carry none; they are refused, and `recipes login` issues one that expires
        gt(apiTokens.expires_at, now),
      ),
    )
    .returning({ user_id: apiTokens.user_id, scopes: apiTokens.scopes });
  if (!row) return null;
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, row.user_id));
  return user ? { user, scopes: row.scopes } : null;
}
