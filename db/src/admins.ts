import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from './create-db.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { apiTokens, sessions, users } from './schema/index.ts';

export type EnsureAdminResult = 'created' | 'updated' | 'unchanged';

/**
 * Makes sure an admin with this e-mail exists and signs in with this password.
 * The hash is only rewritten when the password changed, so restarts stay cheap; a changed password
 * also ends the account's sessions and revokes its API tokens.
 */
export async function ensureAdmin(db: Database, email: string, password: string): Promise<EnsureAdminResult> {
  const normalisedEmail = email.trim().toLowerCase();
  const [existing] = await db.select().from(users).where(sql`lower(${users.email}) = ${normalisedEmail}`);
  if (!existing) {
    // Replicas starting together may both get here; the loser checks the winner's row instead.
    const inserted = await db
      .insert(users)
      .values({ email: normalisedEmail, password_hash: await hashPassword(password), role: 'admin' })
      .onConflictDoNothing()
      .returning({ id: users.id });
    return inserted.length > 0 ? 'created' : ensureAdmin(db, email, password);
  }
  const passwordMatches = await verifyPassword(password, existing.password_hash);
  if (passwordMatches && existing.role === 'admin') return 'unchanged';
  const passwordHash = passwordMatches ? existing.password_hash : await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        role: 'admin',
        password_hash: passwordHash,
        updated_at: new Date(),
      })
      .where(eq(users.id, existing.id));
    // A new password locks out whoever knew the old one: their sessions end and their tokens stop working.
    if (!passwordMatches) await signOutEverywhere(tx, existing.id);
  });
  return 'updated';
}

async function signOutEverywhere(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.user_id, userId));
  await tx
    .update(apiTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(apiTokens.user_id, userId), isNull(apiTokens.revoked_at)));
}

/**
 * Deletes the account with this e-mail if it still signs in with this password, and says whether it
 * did. Its sessions and API tokens go with it; an account whose password was changed is kept.
 */
export async function removeAccountWithPassword(
  db: Database,
  email: string,
  password: string,
): Promise<boolean> {
  const normalisedEmail = email.trim().toLowerCase();
  const [existing] = await db.select().from(users).where(sql`lower(${users.email}) = ${normalisedEmail}`);
  if (!existing || !(await verifyPassword(password, existing.password_hash))) return false;
  const deleted = await db.delete(users).where(sql`${users.id} = ${existing.id}`).returning({ id: users.id });
  return deleted.length > 0;
}
