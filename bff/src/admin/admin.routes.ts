import { createRoute } from '@hono/zod-openapi';
import type { Database } from '@viral/db';
import {
  dashboardStatsSchema,
  purgeCountsSchema,
  purgeRequestSchema,
  purgeResultSchema,
} from '@viral/domain';
import { requireAdmin, signedInUser } from '../auth/session-middleware.ts';
import type { Config } from '../config.ts';
import { errorResponses, json } from '../http/openapi.ts';
import { createRouter } from '../http/router.ts';
import { extractRoutes } from '../import/extract.routes.ts';
import { importRoutes } from '../import/jobs/imports.routes.ts';
import type { ImportContext } from '../import/preview-import.ts';
import { deleteVideoFiles } from '../media/delete-video-files.ts';
import { mediaFilesRoutes } from '../media/media-files.routes.ts';
import type { ObjectStore } from '../media/objects/object-store.ts';
import { photoRoutes } from '../media/photos.routes.ts';
import { PostgresMediaStore } from '../media/postgres-media-store.ts';
import { adminRecipeVideoRoutes } from './admin-recipe-video.routes.ts';
import { adminRecipeRoutes } from './admin-recipes.routes.ts';
import { adminGuardResponses } from './admin-responses.ts';
import { adminTagRoutes } from './admin-tags.routes.ts';
import { dashboardStats } from './dashboard-stats.ts';
import { purgeCounts, runPurge } from './purge.ts';

const statsRoute = createRoute({
  method: 'get',
  path: '/stats',
  summary: 'Dashboard cards: total, average time and cost, recipes per difficulty',
  responses: { 200: json(dashboardStatsSchema, 'Dashboard stats'), ...adminGuardResponses },
});
const purgeCountsRoute = createRoute({
  method: 'get',
  path: '/purge',
  summary: 'What each purge would delete',
  responses: { 200: json(purgeCountsSchema, 'Record counts'), ...adminGuardResponses },
});
const purgeRoute = createRoute({
  method: 'post',
  path: '/purge',
  summary:
    'Runs one purge in one transaction; confirm must be exactly "DELETE". Never touches accounts. Purging recipes or everything first cancels running import jobs (`cancelled_import_jobs`).',
  request: { body: { content: { 'application/json': { schema: purgeRequestSchema } }, required: true } },
  responses: {
    200: json(purgeResultSchema, 'What was deleted'),
    400: errorResponses[400],
    ...adminGuardResponses,
  },
});

/** Everything under /api/admin: admin session or bearer token, checked on the server. */
export function adminRoutes(
  db: Database,
  config: Config,
  imports: ImportContext,
  onImportJobCreated: () => void,
  objects: ObjectStore,
) {
  const admin = createRouter();
  admin.use('*', requireAdmin(config.publicUrl));
  return admin
    .openapi(statsRoute, async (c) => c.json(await dashboardStats(db), 200))
    .openapi(purgeCountsRoute, async (c) => c.json(await purgeCounts(db), 200))
    .openapi(purgeRoute, async (c) => {
      const { target } = c.req.valid('json');
      const { deleted, cancelledImportJobs, videoKeys } = await runPurge(db, target, signedInUser(c).id);
      // Thousands of files may go: the answer does not wait for them (the sweep finishes any left).
      void deleteVideoFiles(objects, videoKeys);
      return c.json({ target, deleted, cancelled_import_jobs: cancelledImportJobs }, 200);
    })
    .route('/', extractRoutes(imports))
    .route('/', importRoutes(db, onImportJobCreated))
    .route('/recipes', adminRecipeRoutes(db, objects))
    .route('/recipes', adminRecipeVideoRoutes(db, objects, imports))
    .route('/tags', adminTagRoutes(db))
    .route(
      '/',
      photoRoutes(db, {
        policy: imports.policy,
        media: imports.media ?? new PostgresMediaStore(db, objects),
      }),
    )
    .route('/', mediaFilesRoutes(db, objects));
}
