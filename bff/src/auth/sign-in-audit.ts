import type { Database } from '@viral/db';
import { writeAudit } from '../admin/audit.ts';

/** One audit row per sign-in attempt: who (by e-mail) from where; never the password. */
export async function auditSignIn(
  db: Database,
  userId: string | null,
  email: string,
  ip: string,
): Promise<void> {
  const action = userId ? 'auth.sign_in' : 'auth.sign_in_failed';
  await writeAudit(db, userId, action, { email: email.trim().toLowerCase(), ip });
}
