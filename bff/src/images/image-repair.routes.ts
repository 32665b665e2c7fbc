import { createRoute, z } from '@hono/zod-openapi';
import { type Database, schema } from '@viral/db';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { errorBody, notFound } from '../http/api-error.ts';
import { clientAddress } from '../http/client-address.ts';
import { errorResponseSchema, errorResponses, json, uuidParam } from '../http/openapi.ts';
import { createRouter } from '../http/router.ts';
import { recipeExists } from '../recipes/recipe-reads.ts';
import type { ImageRepairQueue } from './image-repair-queue.ts';

/** Reports per address per minute: enough for a page of broken cards, not for a flood. */
export const REPORTS_PER_MINUTE = 30;

const reportRoute = createRoute({
  method: 'post',
  path: '/{id}/image-broken',
  summary: "Report that a recipe's image failed to load; the bff checks it and tries to replace it",
  request: { params: uuidParam },
  responses: {
    202: json(z.object({ queued: z.boolean() }), 'Queued, or already checked within the hour'),
    ...errorResponses,
    429: json(errorResponseSchema, 'Too many reports from this address'),
  },
});

export function imageRepairRoutes(db: Database, repairs: ImageRepairQueue) {
  // Counted in the database so the limit is per address across every replica.
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: schema.rateLimits,
    keyPrefix: 'image-report',
    points: REPORTS_PER_MINUTE,
    duration: 60,
  });
  return createRouter().openapi(reportRoute, async (c) => {
    try {
      await limiter.consume(clientAddress(c));
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      c.header('Retry-After', String(Math.ceil(error.msBeforeNext / 1000)));
      return c.json(errorBody('rate_limited', 'Too many image reports; try again later'), 429);
    }
    const { id } = c.req.valid('param');
    if (!(await recipeExists(db, id))) throw notFound('Recipe');
    return c.json({ queued: repairs.request(id) }, 202);
  });
}
