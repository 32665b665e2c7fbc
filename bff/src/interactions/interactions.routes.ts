import { createRoute } from '@hono/zod-openapi';
import type { Database } from '@viral/db';
import {
  interactionsSchema,
  likeResultSchema,
  SESSION_HEADER,
  saveResultSchema,
  shareRequestSchema,
  shareResultSchema,
  viewResultSchema,
} from '@viral/domain';
import { notFound } from '../http/api-error.ts';
import { errorResponseSchema, errorResponses, json, uuidParam } from '../http/openapi.ts';
import { createRouter } from '../http/router.ts';
import { recipeExists } from '../recipes/recipe-reads.ts';
import {
  recordShare,
  recordView,
  toggleLike,
  toggleSave,
  visitorInteractions,
} from './interaction-writes.ts';
import { requireVisitor } from './visitor.ts';
import { type VisitorWriteLimits, visitorWriteGuard } from './visitor-write-guard.ts';

const visitorNote = `The visitor is the signed-in user, else the browser session in the ${SESSION_HEADER} header.`;
const writeNote = `${visitorNote} Refused from another site's Origin, and limited per address per minute.`;

const writeResponses = {
  ...errorResponses,
  403: json(errorResponseSchema, "The request came from another site's page"),
  429: json(errorResponseSchema, 'Too many writes from this address; see Retry-After'),
} as const;

const viewRoute = createRoute({
  method: 'post',
  path: '/{id}/view',
  summary: 'Record a view; a visitor counts once per recipe per hour',
  description: writeNote,
  request: { params: uuidParam },
  responses: {
    200: json(viewResultSchema, 'Whether this view counted, and the views now'),
    ...writeResponses,
  },
});
const likeRoute = createRoute({
  method: 'post',
  path: '/{id}/like',
  summary: "Toggle this visitor's like",
  description: writeNote,
  request: { params: uuidParam },
  responses: { 200: json(likeResultSchema, 'The like state and count after the toggle'), ...writeResponses },
});
const saveRoute = createRoute({
  method: 'post',
  path: '/{id}/save',
  summary: "Toggle this visitor's save (their Saved list)",
  description: writeNote,
  request: { params: uuidParam },
  responses: { 200: json(saveResultSchema, 'The save state and count after the toggle'), ...writeResponses },
});
const shareRoute = createRoute({
  method: 'post',
  path: '/{id}/share',
  summary: 'Record a share and its channel; a visitor counts once per recipe per hour',
  description: writeNote,
  request: { params: uuidParam, body: { content: { 'application/json': { schema: shareRequestSchema } } } },
  responses: { 200: json(shareResultSchema, 'The shares now'), ...writeResponses },
});
const interactionsRoute = createRoute({
  method: 'get',
  path: '/{id}/interactions',
  summary: 'Whether this visitor liked or saved the recipe',
  description: visitorNote,
  request: { params: uuidParam },
  responses: { 200: json(interactionsSchema, "The visitor's interactions"), ...errorResponses },
});

async function existingRecipeId(db: Database, id: string) {
  if (!(await recipeExists(db, id))) throw notFound('Recipe');
  return id;
}

export function interactionRoutes(db: Database, limits: VisitorWriteLimits) {
  const routes = createRouter();
  const guard = visitorWriteGuard(db, limits);
  for (const write of ['view', 'like', 'save', 'share']) routes.on('POST', `/:id/${write}`, guard);
  return routes
    .openapi(viewRoute, async (c) => {
      const visitor = requireVisitor(c);
      const id = await existingRecipeId(db, c.req.valid('param').id);
      return c.json(await recordView(db, id, visitor), 200);
    })
    .openapi(likeRoute, async (c) => {
      const visitor = requireVisitor(c);
      const id = await existingRecipeId(db, c.req.valid('param').id);
      return c.json(await toggleLike(db, id, visitor), 200);
    })
    .openapi(saveRoute, async (c) => {
      const visitor = requireVisitor(c);
      const id = await existingRecipeId(db, c.req.valid('param').id);
      return c.json(await toggleSave(db, id, visitor), 200);
    })
    .openapi(shareRoute, async (c) => {
      const visitor = requireVisitor(c);
      const id = await existingRecipeId(db, c.req.valid('param').id);
      return c.json(await recordShare(db, id, visitor), 200);
    })
    .openapi(interactionsRoute, async (c) => {
      const visitor = requireVisitor(c);
      const id = await existingRecipeId(db, c.req.valid('param').id);
      return c.json(await visitorInteractions(db, id, visitor), 200);
    });
}
