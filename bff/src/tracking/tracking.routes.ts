import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '@viral/db';
import {
  interactionsSchema,
  likeResultSchema,
  SESSION_HEADER,
  shareRequestSchema,
  shareResultSchema,
  viewResultSchema,
} from '@viral/domain';
import { notFound } from '../http/api-error.ts';
import { errorResponses, json, uuidParam, validationHook } from '../http/openapi.ts';
import { recipeExists } from '../recipes/recipe-reads.ts';
import { recordShare, recordView, toggleLike, visitorInteractions } from './engagement.ts';
import { requireVisitor } from './visitor.ts';

const visitorNote = `The visitor is the signed-in user, else the browser session in the ${SESSION_HEADER} header.`;

const viewRoute = createRoute({
  method: 'post',
  path: '/{id}/view',
  summary: 'Record a view; a visitor counts once per recipe per hour',
  description: visitorNote,
  request: { params: uuidParam },
  responses: {
    200: json(viewResultSchema, 'Whether this view counted, and the views now'),
    ...errorResponses,
  },
});
const likeRoute = createRoute({
  method: 'post',
  path: '/{id}/like',
  summary: "Toggle this visitor's like",
  description: visitorNote,
  request: { params: uuidParam },
  responses: { 200: json(likeResultSchema, 'The like state and count after the toggle'), ...errorResponses },
});
const shareRoute = createRoute({
  method: 'post',
  path: '/{id}/share',
  summary: 'Record a share and its channel',
  request: { params: uuidParam, body: { content: { 'application/json': { schema: shareRequestSchema } } } },
  responses: { 200: json(shareResultSchema, 'The shares now'), ...errorResponses },
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

export function trackingRoutes(db: Database) {
  return new OpenAPIHono({ defaultHook: validationHook })
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
    .openapi(shareRoute, async (c) => {
      const id = await existingRecipeId(db, c.req.valid('param').id);
      return c.json(await recordShare(db, id), 200);
    })
    .openapi(interactionsRoute, async (c) => {
      const visitor = requireVisitor(c);
      const id = await existingRecipeId(db, c.req.valid('param').id);
      return c.json(await visitorInteractions(db, id, visitor), 200);
    });
}
