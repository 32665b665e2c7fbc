import { createRoute } from '@hono/zod-openapi';
import type { Database } from '@viral/db';
import { mediaMoveStepSchema, mediaSweepSchema } from '@viral/domain';
import { adminGuardResponses } from '../admin/admin-responses.ts';
import { json } from '../http/openapi.ts';
import { createRouter } from '../http/router.ts';
import { MOVE_STEP_SIZE, moveVariantsToStore } from './move-variants-to-store.ts';
import type { ObjectStore } from './objects/object-store.ts';
import { sweepMediaObjects } from './sweep-media-objects.ts';

const moveRoute = createRoute({
  method: 'post',
  path: '/media/migrate',
  summary: `Moves up to ${MOVE_STEP_SIZE} photo files still kept in the database into the media store; call again until remaining is 0`,
  responses: { 200: json(mediaMoveStepSchema, 'What this step moved'), ...adminGuardResponses },
});
const sweepRoute = createRoute({
  method: 'post',
  path: '/media/sweep',
  summary:
    'Deletes the media store files no photo or video refers to any more (the site also does it every hour)',
  responses: { 200: json(mediaSweepSchema, 'What the sweep deleted'), ...adminGuardResponses },
});

/** The media store's upkeep (the CLI's `recipes media migrate` and `recipes media sweep`), under /api/admin. */
export function mediaFilesRoutes(db: Database, objects: ObjectStore) {
  return createRouter()
    .openapi(moveRoute, async (c) => c.json(await moveVariantsToStore(db, objects), 200))
    .openapi(sweepRoute, async (c) => c.json(await sweepMediaObjects(db, objects), 200));
}
