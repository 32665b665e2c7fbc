import { sql } from 'drizzle-orm';
import type { Database } from './create-db.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { users } from './schema/index.ts';

export type EnsureAdminResult = 'created' | 'updated' | 'unchanged';

/**
 * Makes sure an admin with this e-mail exists and signs in with this password.
 * The hash is only rewritten when the password changed, so restarts stay cheap.
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
  await db
    .update(users)
    .set({
      role: 'admin',
      password_hash: passwordMatches ? existing.password_hash : await hashPassword(password),
      updated_at: new Date(),
    })
    .where(sql`${users.id} = ${existing.id}`);
  return 'updated';
}
