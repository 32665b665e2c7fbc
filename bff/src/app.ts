import type { DbHandle } from '@viral/db';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { adminRoutes } from './admin/admin.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { sessionMiddleware } from './auth/session-middleware.ts';
import type { Config } from './config.ts';
import { feedRoutes } from './feed/feed.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { apiDocs } from './http/api-docs.ts';
import {
  ApiError,
  errorBody,
  isDatabaseUnavailable,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  unavailableBody,
} from './http/api-error.ts';
import { clientAddressMiddleware } from './http/client-address.ts';
import { compressAnswers } from './http/compression.ts';
import { readCaching } from './http/read-caching.ts';
import { requestLogger } from './http/request-logger.ts';
import { createRouter } from './http/router.ts';
import { listenOrigin } from './http/site-origin.ts';
import { anonymousRepairContext } from './images/anonymous-repair-context.ts';
import { imageRepairRoutes } from './images/image-repair.routes.ts';
import { ImageRepairQueue } from './images/image-repair-queue.ts';
import { MAX_PASTED_HTML_BYTES } from './import/extract.routes.ts';
import { importContextFor } from './import/import-context.ts';
import type { ImportContext } from './import/preview-import.ts';
import { interactionRoutes } from './interactions/interactions.routes.ts';
import { savedRoutes } from './interactions/saved.routes.ts';
import type { Logger } from './logger.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { diskObjectStoreFor } from './media/objects/create-object-store.ts';
import type { ObjectStore } from './media/objects/object-store.ts';
import { PostgresMediaStore } from './media/postgres-media-store.ts';
import { videoRoutes } from './media/video.routes.ts';
import { recipeRoutes } from './recipes/recipes.routes.ts';
import { readinessGate } from './startup/readiness-gate.ts';
import { tagRoutes } from './tags/tags.routes.ts';
import { nonPagePolicyByDefault } from './web/content-security-policy.ts';
import { clearPagesOnWrites, pageCache } from './web/page-cache.ts';
import { remoteLocations } from './web/remote-locations.ts';
import { type PageScreen, staticSite } from './web/static-site.ts';
import { repositoryWebRoot, type WebRoot } from './web/web-root.ts';

const MAX_API_BODY_BYTES = 1024 * 1024;

/**
 * Says up front that responses vary by Accept-Encoding. Set once the response exists, the header
 * would turn @hono/node-server's one-write fast path into a stream copy for every uncompressed answer.
 */
const varyOnEncoding: MiddlewareHandler = async (c, next) => {
  c.header('Vary', 'Accept-Encoding');
  await next();
  // A precompressed file's answer (serveStatic) appends its own.
  const vary = c.res.headers.get('Vary');
  if (vary?.includes(','))
    c.res.headers.set('Vary', [...new Set(vary.split(',').map((name) => name.trim()))].join(', '));
};

export interface AppDeps {
  db: DbHandle;
  config: Config;
  logger: Logger;
  /** The fetch policy and AI model imports use; defaults from the config. */
  imports?: ImportContext;
  /** Told when an import job is created, so the worker starts without waiting for its next poll. */
  onImportJobCreated?: () => void;
  webRoot?: WebRoot;
  /** False while the database has not yet answered and been migrated; absent means always ready. */
  isReady?: () => boolean;
  /** Where media files are; absent: DATA_DIR/media. */
  objects?: ObjectStore;
}

/** Every `/api` route, chained so `hc<AppType>` clients are typed end to end. */
function apiRoutes({
  db,
  config,
  logger,
  imports,
  onImportJobCreated,
  objects,
}: AppDeps & { objects: ObjectStore }) {
  const importContext = imports ?? importContextFor(config);
  const imageRepairs = new ImageRepairQueue(
    db.db,
    anonymousRepairContext(importContext),
    logger,
    config.imageRepairBudgetPerMinute,
  );
  return createRouter()
    .basePath('/api')
    .route('/recipes', recipeRoutes(db.db))
    .route(
      '/recipes',
      interactionRoutes(db.db, {
        publicUrl: config.publicUrl,
        writesPerMinute: config.visitorWritesPerMinute,
      }),
    )
    .route('/recipes', imageRepairRoutes(db.db, imageRepairs))
    .route('/saved', savedRoutes(db.db))
    .route('/tags', tagRoutes(db.db))
    .route('/feed', feedRoutes(db.db))
    .route('/auth', authRoutes(db.db, config))
    .route('/admin', adminRoutes(db.db, config, importContext, onImportJobCreated ?? (() => {}), objects));
}

export type AppType = ReturnType<typeof apiRoutes>;

export function createApp(deps: AppDeps) {
  const { db, logger } = deps;
  const objects = deps.objects ?? diskObjectStoreFor(deps.config);
  const api = apiRoutes({ ...deps, objects });
  api.doc31('/openapi.json', { openapi: '3.1.0', info: { title: 'Viral Recipes API', version: '0.1.0' } });
  api.get('/docs', apiDocs);

  const app = new Hono();
  app.use(requestLogger(logger));
  if (deps.config.compressResponses) app.use(varyOnEncoding, compressAnswers);
  app.use(secureHeaders({ crossOriginResourcePolicy: false, crossOriginOpenerPolicy: false }));
  // Pages send their own Content-Security-Policy (static-site.ts, api-docs.ts); the rest allow nothing.
  app.use(nonPagePolicyByDefault);
  if (deps.isReady) app.use(readinessGate(deps.isReady));
  app.use('/api/*', readCaching);
  // Pasted page sources for imports may be large; every other request body stays small. The rest
  // of a refused body is never read, so the connection cannot carry another request: say so.
  const tooLarge = (c: Context, limit: string) => {
    c.header('Connection', 'close');
    return c.json(errorBody('payload_too_large', `The request body is larger than ${limit}`), 413);
  };
  const importBodyLimit = bodyLimit({
    maxSize: MAX_PASTED_HTML_BYTES + 64 * 1024,
    onError: (c) => tooLarge(c, '5 MB'),
  });
  const apiBodyLimit = bodyLimit({ maxSize: MAX_API_BODY_BYTES, onError: (c) => tooLarge(c, '1 MB') });
  // Reads without a body skip the check: asking a GET for its body builds a whole Request object.
  app.use('/api/*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return c.req.path === '/api/admin/extract' ? importBodyLimit(c, next) : apiBodyLimit(c, next);
  });
  // Screens rendered for anonymous visitors, reused for seconds; forgotten when the back-office writes.
  const pages = pageCache<PageScreen>();
  app.use('/api/admin/*', clearPagesOnWrites(pages));
  app.use(
    '/api/*',
    clientAddressMiddleware(deps.config.trustedProxies),
    sessionMiddleware(db.db, deps.config),
  );
  app.route(
    '/',
    healthRoutes(() => db.ping()),
  );
  app.route('/', api);
  app.route('/', mediaRoutes(new PostgresMediaStore(db.db, objects)));
  app.route('/', videoRoutes(db.db, objects));
  app.all('/api/*', (c) =>
    c.json(errorBody('not_found', `No API route for ${c.req.method} ${c.req.path}`), 404),
  );
  app.route(
    '/',
    staticSite(
      deps.webRoot ?? repositoryWebRoot(),
      remoteLocations(deps.config.remoteManifests, deps.config.remotesFile, logger),
      {
        db: db.db,
        publicUrl: deps.config.publicUrl,
        listenOrigin: listenOrigin(deps.config.host, deps.config.port),
      },
      pages,
    ),
  );

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(error.code, error.message), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(errorBody('bad_request', error.message || 'Bad request'), error.status);
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, path: c.req.path }, 'database unavailable');
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return c.json(unavailableBody(), 503);
    }
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json(errorBody('internal', 'Something went wrong on our side'), 500);
  });
  return app;
}
