import { type Database, schema } from '@viral/db';
import type { MiddlewareHandler } from 'hono';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { isSameOriginRequest } from '../auth/same-origin.ts';
import { errorBody } from '../http/api-error.ts';
import { clientAddress } from '../http/client-address.ts';

export interface VisitorWriteLimits {
  publicUrl: string | undefined;
  writesPerMinute: number;
}

/**
 * Guards the anonymous counters (views, likes, shares). Another site's page may not write them
 * through a visitor's browser, and one address may not write faster than a person browsing.
 * Scripts sending no Origin still meet the rate limit, counted in the database across replicas.
 */
export function visitorWriteGuard(db: Database, limits: VisitorWriteLimits): MiddlewareHandler {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: schema.rateLimits,
    keyPrefix: 'visitor-write',
    points: limits.writesPerMinute,
    duration: 60,
  });
  return async (c, next) => {
    if (c.req.header('Origin') !== undefined && !isSameOriginRequest(c, limits.publicUrl)) {
      return c.json(
        errorBody('forbidden_origin', "Views, likes, saves and shares come from this site's own pages"),
        403,
      );
    }
    try {
      await limiter.consume(clientAddress(c));
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      c.header('Retry-After', String(Math.ceil(error.msBeforeNext / 1000)));
      return c.json(
        errorBody('rate_limited', 'Too many views, likes, saves and shares; try again later'),
        429,
      );
    }
    await next();
  };
}
