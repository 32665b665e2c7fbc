import type { DbHandle } from '@viral/db';
import { Hono } from 'hono';
import { errorBody } from '../http/api-error.ts';
import { readinessGate } from '../startup/readiness-gate.ts';
import { healthRoutes } from './health.routes.ts';

/**
 * What a worker-only bff (BFF_ROLE=worker) answers: the probes an orchestrator needs, and 404 for
 * everything else, so no page, API or media route is served from a process sized for ffmpeg.
 */
export function createWorkerApp(deps: { db: DbHandle; isReady: () => boolean }) {
  const app = new Hono();
  app.use(readinessGate(deps.isReady));
  app.route(
    '/',
    healthRoutes(() => deps.db.ping()),
  );
  app.all('*', (c) =>
    c.json(
      errorBody('not_found', 'This process runs background work only; the site is served elsewhere'),
      404,
    ),
  );
  return app;
}
