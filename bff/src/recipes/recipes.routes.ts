import { createRoute, z } from '@hono/zod-openapi';
import type { Database } from '@viral/db';
import {
  plainText,
  recipeListSchema,
  recipePageSchema,
  recipeSchema,
  recipeSearchQuerySchema,
  SIMILAR_RECIPES_COUNT,
  trendingQuerySchema,
} from '@viral/domain';
import { notFound } from '../http/api-error.ts';
import { errorResponses, json, uuidParam } from '../http/openapi.ts';
import { createRouter } from '../http/router.ts';
import { cachedHomePopularRecipes } from './popular-recipes.ts';
import { findFeaturedRecipes, findTrendingRecipes } from './recipe-lists.ts';
import { findRecipeBySlug, recipeExists } from './recipe-reads.ts';
import { searchRecipes } from './recipe-search.ts';
import { findSimilarRecipes } from './similar-recipes.ts';

const TRENDING_DEFAULT_LIMIT = 8;

const searchRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'Search and filter recipes, sorted by trending',
  request: { query: recipeSearchQuerySchema },
  responses: { 200: json(recipePageSchema, 'A page of recipes'), 400: errorResponses[400] },
});
const popularRoute = createRoute({
  method: 'get',
  path: '/popular',
  summary:
    "The home page's Popular list: the 8 most viewed of the last 24 hours, topped up with trending ones, leaving out the featured list shown above it (up to 10 s old)",
  responses: { 200: json(recipeListSchema, 'Popular recipes') },
});
const featuredRoute = createRoute({
  method: 'get',
  path: '/featured',
  summary:
    "The home page's featured list: the 3 most liked of the last 24 hours, topped up with trending ones",
  responses: { 200: json(recipeListSchema, 'Featured recipes') },
});
const trendingRoute = createRoute({
  method: 'get',
  path: '/trending',
  summary:
    'Created in the last 24 hours, top by likes or views; topped up with the most engaging recent recipes',
  request: { query: trendingQuerySchema },
  responses: { 200: json(recipeListSchema, 'Trending recipes'), 400: errorResponses[400] },
});
const bySlugRoute = createRoute({
  method: 'get',
  path: '/{slug}',
  summary: 'One recipe with its tags and stats',
  request: { params: z.object({ slug: plainText().min(1).max(200) }) },
  responses: { 200: json(recipeSchema, 'The recipe'), 404: errorResponses[404] },
});
const similarRoute = createRoute({
  method: 'get',
  path: '/{id}/similar',
  summary:
    'Recipes most like this one: the tags they share, each weighted by how rare it is, then the ingredients they share',
  request: {
    params: uuidParam,
    query: z.object({ limit: z.coerce.number().int().min(1).max(20).optional() }),
  },
  responses: { 200: json(recipeListSchema, 'Similar recipes'), ...errorResponses },
});

export function recipeRoutes(db: Database) {
  return createRouter()
    .openapi(searchRoute, async (c) => c.json(await searchRecipes(db, c.req.valid('query')), 200))
    .openapi(popularRoute, async (c) => c.json({ items: await cachedHomePopularRecipes(db) }, 200))
    .openapi(featuredRoute, async (c) => c.json({ items: await findFeaturedRecipes(db) }, 200))
    .openapi(trendingRoute, async (c) => {
      const { by = 'views', limit = TRENDING_DEFAULT_LIMIT, exclude } = c.req.valid('query');
      return c.json({ items: await findTrendingRecipes(db, { by, limit, excludeId: exclude }) }, 200);
    })
    .openapi(bySlugRoute, async (c) => {
      const recipe = await findRecipeBySlug(db, c.req.valid('param').slug);
      if (!recipe) throw notFound('Recipe');
      return c.json(recipe, 200);
    })
    .openapi(similarRoute, async (c) => {
      const { id } = c.req.valid('param');
      if (!(await recipeExists(db, id))) throw notFound('Recipe');
      const items = await findSimilarRecipes(db, id, c.req.valid('query').limit ?? SIMILAR_RECIPES_COUNT);
      return c.json({ items }, 200);
    });
}
