import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Database } from '@viral/db';
import { HOME_POPULAR_COUNT, recipeSchema } from '@viral/domain';
import { notFound } from '../http/api-error.ts';
import { errorResponseSchema, validationHook } from '../http/openapi.ts';
import { findPopularRecipes, findRecipeBySlug } from './recipe-reads.ts';

const recipeListSchema = z.object({ items: z.array(recipeSchema) });

const popularRoute = createRoute({
  method: 'get',
  path: '/popular',
  summary: 'The most engaging recipes, for the home page',
  responses: {
    200: { description: 'Popular recipes', content: { 'application/json': { schema: recipeListSchema } } },
  },
});

const bySlugRoute = createRoute({
  method: 'get',
  path: '/{slug}',
  summary: 'One recipe with its tags and stats',
  request: { params: z.object({ slug: z.string().min(1).max(200) }) },
  responses: {
    200: { description: 'The recipe', content: { 'application/json': { schema: recipeSchema } } },
    404: {
      description: 'No recipe has this slug',
      content: { 'application/json': { schema: errorResponseSchema } },
    },
  },
});

export function recipeRoutes(db: Database) {
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(popularRoute, async (c) =>
      c.json({ items: await findPopularRecipes(db, HOME_POPULAR_COUNT) }, 200),
    )
    .openapi(bySlugRoute, async (c) => {
      const recipe = await findRecipeBySlug(db, c.req.valid('param').slug);
      if (!recipe) throw notFound('Recipe');
      return c.json(recipe, 200);
    });
}
