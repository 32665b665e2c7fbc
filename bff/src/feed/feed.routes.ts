import { createRoute, z } from '@hono/zod-openapi';
import type { Database } from '@viral/db';
import { feedItemSchema, feedRequestSchema } from '@viral/domain';
import { errorResponses, json } from '../http/openapi.ts';
import { createRouter } from '../http/router.ts';
import { candidatePoolCache } from './candidate-pool-cache.ts';
import { buildExploreFeed } from './explore-feed.ts';

const feedRoute = createRoute({
  method: 'post',
  path: '/',
  summary: 'The explore feed, sitewide or for one tag, personalised by what the browser sends',
  request: { body: { content: { 'application/json': { schema: feedRequestSchema } }, required: true } },
  responses: {
    200: json(z.object({ items: z.array(feedItemSchema) }), 'Feed items in order'),
    ...errorResponses,
  },
});

export function feedRoutes(db: Database) {
  const pools = candidatePoolCache();
  return createRouter().openapi(feedRoute, async (c) =>
    c.json({ items: await buildExploreFeed(db, c.req.valid('json'), new Date(), pools) }, 200),
  );
}
