import { createRoute } from '@hono/zod-openapi';
import type { Database } from '@viral/db';
import { adminRecipeVideoResponseSchema, videoReplaceRequestSchema } from '@viral/domain';
import { signedInUser } from '../auth/session-middleware.ts';
import { errorResponseSchema, errorResponses, json, uuidParam } from '../http/openapi.ts';
import { createRouter } from '../http/router.ts';
import type { ImportContext } from '../import/preview-import.ts';
import { deleteVideoFiles } from '../media/delete-video-files.ts';
import type { ObjectStore } from '../media/objects/object-store.ts';
import { adminGuardResponses } from './admin-responses.ts';
import { readRecipeVideo, removeRecipeVideo, replaceRecipeVideo } from './recipe-video-admin.ts';

const readRoute = createRoute({
  method: 'get',
  path: '/{id}/video',
  summary:
    "The recipe's video as the edit dialog shows it: status (pending, preparing, stored, refused with its reason, linked), its address, the stored file; null when it has none",
  request: { params: uuidParam },
  responses: {
    200: json(adminRecipeVideoResponseSchema, "The recipe's video"),
    ...errorResponses,
    ...adminGuardResponses,
  },
});
const removeRoute = createRoute({
  method: 'delete',
  path: '/{id}/video',
  summary: "Removes the recipe's video: it stops playing at once and its file is deleted",
  request: { params: uuidParam },
  responses: { 204: { description: 'Removed' }, ...errorResponses, ...adminGuardResponses },
});
const replaceRoute = createRoute({
  method: 'put',
  path: '/{id}/video',
  summary:
    "Replaces the recipe's video from an address: a player or HLS stream is kept as a link, any other address is fetched (public hosts only) and prepared in the background. The current video stops playing at once",
  request: {
    params: uuidParam,
    body: { content: { 'application/json': { schema: videoReplaceRequestSchema } }, required: true },
  },
  responses: {
    202: json(adminRecipeVideoResponseSchema, 'The video, queued (or kept as a link)'),
    ...errorResponses,
    409: json(errorResponseSchema, 'Video import is off: this site has no ffmpeg'),
    ...adminGuardResponses,
  },
});

/** The edit dialog's video: read, remove, replace from an address (under /api/admin/recipes). */
export function adminRecipeVideoRoutes(db: Database, objects: ObjectStore, imports: ImportContext) {
  return createRouter()
    .openapi(readRoute, async (c) =>
      c.json({ video: await readRecipeVideo(db, c.req.valid('param').id) }, 200),
    )
    .openapi(removeRoute, async (c) => {
      const keys = await removeRecipeVideo(db, c.req.valid('param').id, signedInUser(c).id);
      await deleteVideoFiles(objects, keys);
      return c.body(null, 204);
    })
    .openapi(replaceRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { status, keys } = await replaceRecipeVideo(db, id, c.req.valid('json').url, {
        policy: imports.policy,
        canPrepare: !!imports.videos,
        actorUserId: signedInUser(c).id,
      });
      await deleteVideoFiles(objects, keys);
      if (status === 'pending') imports.videos?.queued();
      return c.json({ video: await readRecipeVideo(db, id) }, 202);
    });
}
