import { createRoute } from '@hono/zod-openapi';
import type { Database } from '@viral/db';
import { photoBackfillRequestSchema, photoBackfillStepSchema, photoCountsSchema } from '@viral/domain';
import { adminGuardResponses } from '../admin/admin-responses.ts';
import { errorResponses, json } from '../http/openapi.ts';
import { createRouter } from '../http/router.ts';
import { countPhotosToStore, countStoredPhotos, photosToBackfill } from './photos-to-store.ts';
import { type PhotoContext, storeRecipePhoto } from './store-recipe-photo.ts';

/** Recipes one backfill request stores at most: each may take a 20 s fetch, so requests stay short. */
export const BACKFILL_STEP_SIZE = 3;

const countsRoute = createRoute({
  method: 'get',
  path: '/photos',
  summary: 'How many recipes have their photo stored by the site, and how many not yet',
  responses: { 200: json(photoCountsSchema, 'Photo counts'), ...adminGuardResponses },
});
const backfillRoute = createRoute({
  method: 'post',
  path: '/photos/backfill',
  summary: `Stores the photos of the next ${BACKFILL_STEP_SIZE} recipes without one after \`after\` (id order); call again with next_after until it is null`,
  request: {
    body: { content: { 'application/json': { schema: photoBackfillRequestSchema } }, required: true },
  },
  responses: {
    200: json(photoBackfillStepSchema, 'What this step did'),
    400: errorResponses[400],
    ...adminGuardResponses,
  },
});

/** The photo backfill (the CLI's `recipes images backfill`, System Utilities' action), under /api/admin. */
export function photoRoutes(db: Database, photos: PhotoContext) {
  return createRouter()
    .openapi(countsRoute, async (c) => {
      const [stored, toStore] = await Promise.all([countStoredPhotos(db), countPhotosToStore(db)]);
      return c.json({ stored, to_store: toStore }, 200);
    })
    .openapi(backfillRoute, async (c) => {
      const { after } = c.req.valid('json');
      const page = await photosToBackfill(db, after, BACKFILL_STEP_SIZE);
      const results = [];
      for (const { id, title } of page) {
        const { outcome, reason } = await storeRecipePhoto(db, id, photos);
        results.push({ recipe_id: id, title, outcome, ...(reason && { reason }) });
      }
      const last = page[page.length - 1];
      return c.json({ results, next_after: page.length < BACKFILL_STEP_SIZE || !last ? null : last.id }, 200);
    });
}
