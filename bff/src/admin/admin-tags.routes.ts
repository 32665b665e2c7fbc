import { createRoute } from '@hono/zod-openapi';
import type { Database } from '@viral/db';
import { tagInputSchema, tagSchema } from '@viral/domain';
import { signedInUser } from '../auth/session-middleware.ts';
import { errorResponseSchema, errorResponses, json, uuidParam } from '../http/openapi.ts';
import { createRouter } from '../http/router.ts';
import { adminGuardResponses } from './admin-responses.ts';
import { createTag, deleteTag, updateTag } from './tag-writes.ts';

const body = { content: { 'application/json': { schema: tagInputSchema } }, required: true };
const conflict = { 409: json(errorResponseSchema, 'A tag with that name already exists') };

const createTagRoute = createRoute({
  method: 'post',
  path: '/',
  summary: 'Creates a tag (name in Title Case, unique regardless of case)',
  request: { body },
  responses: {
    201: json(tagSchema, 'The new tag'),
    400: errorResponses[400],
    ...conflict,
    ...adminGuardResponses,
  },
});
const updateTagRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  summary: 'Renames or recolours a tag, or flags it as a category',
  request: { params: uuidParam, body },
  responses: {
    200: json(tagSchema, 'The updated tag'),
    ...errorResponses,
    ...conflict,
    ...adminGuardResponses,
  },
});
const deleteTagRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  summary: 'Deletes a tag and removes it from all recipes',
  request: { params: uuidParam },
  responses: { 204: { description: 'Deleted' }, 404: errorResponses[404], ...adminGuardResponses },
});

export function adminTagRoutes(db: Database) {
  return createRouter()
    .openapi(createTagRoute, async (c) =>
      c.json(await createTag(db, c.req.valid('json'), signedInUser(c).id), 201),
    )
    .openapi(updateTagRoute, async (c) =>
      c.json(await updateTag(db, c.req.valid('param').id, c.req.valid('json'), signedInUser(c).id), 200),
    )
    .openapi(deleteTagRoute, async (c) => {
      await deleteTag(db, c.req.valid('param').id, signedInUser(c).id);
      return c.body(null, 204);
    });
}
