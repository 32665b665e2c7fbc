import { Hono } from 'hono';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/api-error.ts';

/** A probe that waits longer than this is failed: a silent database must not hang the orchestrator's check. */
export const READINESS_TIMEOUT_MS = 2000;

function withinReadinessTimeout(check: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), READINESS_TIMEOUT_MS);
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `/healthz`: the process is alive (a lost database is no reason to restart it).
 * `/readyz`: it can serve, i.e. the database answers in time.
 */
export function healthRoutes(pingDatabase: () => Promise<void>) {
  return new Hono()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      try {
        await withinReadinessTimeout(pingDatabase());
        return c.json({ status: 'ready' });
      } catch {
        c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        return c.json({ status: 'unavailable', reason: 'database' }, 503);
      }
    });
}
