import { SESSION_HEADER, sessionIdSchema } from '@viral/domain';
import type { Context } from 'hono';
import { ApiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';

/** Who is acting: a signed-in user or an anonymous browser session. */
export interface Visitor {
  userId?: string;
  sessionId?: string;
}

/** The same key the database derives for recipe_interactions.visitor_key. */
export function visitorKey(visitor: Visitor): string {
  return visitor.userId ? `user:${visitor.userId}` : `session:${visitor.sessionId}`;
}

export function requireVisitor(c: Context<AppEnv>): Visitor {
  const userId = c.get('userId');
  if (userId) return { userId };
  const header = c.req.header(SESSION_HEADER);
  const parsed = sessionIdSchema.safeParse(header);
  if (!parsed.success) {
    throw new ApiError(
      400,
      'validation_failed',
      header === undefined
        ? `${SESSION_HEADER}: is required`
        : `${SESSION_HEADER}: ${parsed.error.issues[0]?.message}`,
    );
  }
  return { sessionId: parsed.data };
}
