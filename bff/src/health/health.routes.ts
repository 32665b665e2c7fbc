import { Hono } from 'hono';

const READINESS_TIMEOUT_MS = 2000;

/** `/healthz`: the process is alive. `/readyz`: it can serve, i.e. the database answers in time. */
export function healthRoutes(pingDatabase: () => Promise<void>) {
  return new Hono()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      try {
        await Promise.race([
          pingDatabase(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), READINESS_TIMEOUT_MS)),
        ]);
        return c.json({ status: 'ready' });
      } catch {
        return c.json({ status: 'unavailable', reason: 'database' }, 503);
      }
    });
}
