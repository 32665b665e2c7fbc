import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createDb } from '@viral/db';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { prepareDemoAndAdmin } from './demo-and-admin.ts';
import { importContextFor } from './import/import-context.ts';
import { ImportWorker } from './import/jobs/import-worker.ts';
import { endJobStreams } from './import/jobs/job-events.ts';
import { createLogger } from './logger.ts';
import { MediaSweepTimer } from './media/media-sweep-timer.ts';
import { createObjectStore } from './media/objects/create-object-store.ts';
import { PhotoRetryWorker } from './media/photo-retry-worker.ts';
import { PostgresMediaStore } from './media/postgres-media-store.ts';
import { recipeVideoSink } from './media/store-recipe-video.ts';
import { setUpVideoImport } from './media/video/video-import.ts';
import { findVideoTools } from './media/video/video-tools.ts';
import { keepServingOnFaults } from './process-faults.ts';
import { handleShutdown } from './shutdown.ts';
import { retryUntilDatabaseAnswers } from './startup/retry-until-database-answers.ts';

/**
 * No request or import step should need more from PostgreSQL; past it the request fails with 503
 * (and a connection silent past it is dropped, see db/src/silent-link-watch.ts).
 */
const STATEMENT_TIMEOUT_MS = 10_000;

/**
 * Serves at once, database or not: `/healthz` answers and everything else says 503 until the
 * database answers and the start-up steps ran, so a bff started during an outage (or before its
 * database) waits for it instead of exiting into a restart loop.
 */
async function start() {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  keepServingOnFaults(logger);
  const db = await createDb({
    databaseUrl: config.databaseUrl,
    maxConnections: config.databasePoolSize,
    dataDir: resolve(config.dataDir),
    statementTimeoutMs: STATEMENT_TIMEOUT_MS,
  });
  const objects = await createObjectStore(config);
  const media = new PostgresMediaStore(db.db, objects);
  const sweeps = new MediaSweepTimer(db.db, objects, logger);
  const imports = importContextFor(config, media);
  // An embedded database belongs to this process alone, so in-flight items left by the last run resume at once.
  const worker = new ImportWorker(db.db, imports, logger, {
    leaseSeconds: db.driver === 'pglite' ? 0 : config.importLeaseSeconds,
  });
  const photos = new PhotoRetryWorker(db.db, { policy: imports.policy, media }, logger);
  const videos = setUpVideoImport({
    db: db.db,
    config,
    ctx: imports,
    logger,
    tools: await findVideoTools(),
    sink: recipeVideoSink(db.db, objects, media, logger),
    ...(db.driver === 'pglite' && { leaseSeconds: 0 }),
  });
  let ready = false;
  const app = createApp({
    db,
    config,
    logger,
    imports,
    onImportJobCreated: () => worker.wake(),
    isReady: () => ready,
    objects,
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) =>
    logger.info(
      `serving on http://${info.address.includes(':') ? `[${info.address}]` : info.address}:${info.port}`,
    ),
  ) as Server;
  const startUp = new AbortController();
  handleShutdown(server, logger, {
    stopBackgroundWork: () => {
      startUp.abort();
      endJobStreams();
      return Promise.all([worker.stop(), photos.stop(), sweeps.stop(), videos?.stop()]).then(() => {});
    },
    release: () => db.close(),
  });

  await retryUntilDatabaseAnswers(
    async () => {
      if (config.runMigrations) await db.migrate();
      await db.exclusively(() => prepareDemoAndAdmin(db.db, config, logger));
    },
    logger,
    startUp.signal,
  ).catch((error: unknown) => {
    if (!startUp.signal.aborted) throw error;
  });
  if (startUp.signal.aborted) return;
  logger.info({ driver: db.driver, migrated: config.runMigrations, media: objects.where }, 'database ready');
  worker.start();
  photos.start();
  sweeps.start();
  videos?.start();
  ready = true;
}

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
