import { type Database, schema, type Transaction } from '@viral/db';

/** Records who did what among the destructive admin actions (purges, deletes). */
export async function writeAudit(
  db: Database | Transaction,
  actorUserId: string,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  await db.insert(schema.auditLog).values({ actor_user_id: actorUserId, action, details });
}
