import type { MiddlewareHandler } from 'hono';
import { UNAVAILABLE_RETRY_AFTER_SECONDS, unavailableBody } from '../http/api-error.ts';

/**
 * Until the database has answered and is migrated, everything but `/healthz` answers 503 with
 * Retry-After: the process is alive (no reason to restart it) but cannot serve yet.
 */
export function readinessGate(isReady: () => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (isReady() || c.req.path === '/healthz') return next();
    c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return c.json(unavailableBody(), 503);
  };
}
