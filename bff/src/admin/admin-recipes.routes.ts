import { createRoute } from '@hono/zod-openapi';
import type { Database } from '@viral/db';
import {
  adminRecipePageSchema,
  adminRecipeQuerySchema,
  recipeSchema,
  recipeUpdateSchema,
} from '@viral/domain';
import { signedInUser } from '../auth/session-middleware.ts';
import { errorResponses, json, uuidParam } from '../http/openapi.ts';
import { createRouter } from '../http/router.ts';
import { deleteVideoFiles } from '../media/delete-video-files.ts';
import type { ObjectStore } from '../media/objects/object-store.ts';
import { wakePhotoPasses } from '../media/photo-retry-worker.ts';
import { adminGuardResponses } from './admin-responses.ts';
import { deleteRecipe, listAdminRecipes, updateRecipe } from './recipe-admin.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'Recipes newest first, filtered by text and difficulty, paged on the server',
  request: { query: adminRecipeQuerySchema },
  responses: {
    200: json(adminRecipePageSchema, 'A page of recipes'),
    400: errorResponses[400],
    ...adminGuardResponses,
  },
});
const updateRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  summary: 'Saves the edit dialog: fields and tags (missing tags are created); the slug stays',
  request: {
    params: uuidParam,
    body: { content: { 'application/json': { schema: recipeUpdateSchema } }, required: true },
  },
  responses: { 200: json(recipeSchema, 'The updated recipe'), ...errorResponses, ...adminGuardResponses },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  summary: 'Deletes a recipe with its tag links, stats, interactions and video (its file too)',
  request: { params: uuidParam },
  responses: { 204: { description: 'Deleted' }, 404: errorResponses[404], ...adminGuardResponses },
});

export function adminRecipeRoutes(db: Database, objects: ObjectStore) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listAdminRecipes(db, c.req.valid('query')), 200))
    .openapi(updateRoute, async (c) => {
      const { id } = c.req.valid('param');
      const update = c.req.valid('json');
      const recipe = await updateRecipe(db, id, update, signedInUser(c).id);
      // A new photo address is the background pass's to fetch and store: the edit never waits on
      // photo work, and the recipe shows the address itself until then.
      if (update.image_url !== undefined && !recipe.image) wakePhotoPasses();
      return c.json(recipe, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const videoKeys = await deleteRecipe(db, c.req.valid('param').id, signedInUser(c).id);
      await deleteVideoFiles(objects, videoKeys);
      return c.body(null, 204);
    });
}
