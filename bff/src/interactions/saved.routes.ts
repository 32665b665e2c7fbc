import { createRoute } from '@hono/zod-openapi';
import type { Database } from '@viral/db';
import { SESSION_HEADER, savedRecipesPageSchema, savedRecipesQuerySchema } from '@viral/domain';
import { errorResponses, json } from '../http/openapi.ts';
import { createRouter } from '../http/router.ts';
import { findSavedRecipes } from './saved-recipes.ts';
import { requireVisitor } from './visitor.ts';

const savedRoute = createRoute({
  method: 'get',
  path: '/',
  summary: "This visitor's saved recipes, the latest saved first",
  description: `The visitor is the signed-in user, else the browser session in the ${SESSION_HEADER} header. Never cached.`,
  request: { query: savedRecipesQuerySchema },
  responses: { 200: json(savedRecipesPageSchema, 'One page and the cursor of the next'), ...errorResponses },
});

export function savedRoutes(db: Database) {
  return createRouter().openapi(savedRoute, async (c) => {
    const visitor = requireVisitor(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await findSavedRecipes(db, visitor, c.req.valid('query')), 200);
  });
}
