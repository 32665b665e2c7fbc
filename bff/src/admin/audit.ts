import { type Database, schema, type Transaction } from '@viral/db';

/**
 * Records who did what: sign-ins, API tokens, recipe and tag writes, purges and deletes.
 * The actor is null for a failed sign-in. Never put a password or token in `details`.
 */
export async function writeAudit(
  db: Database | Transaction,
  actorUserId: string | null,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  await db.insert(schema.auditLog).values({ actor_user_id: actorUserId, action, details });
}
