import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';

const QUIET_PATHS = new Set(['/healthz', '/readyz']);

/** One log line per request, with status and duration; probes only at debug level. */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const entry = {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (QUIET_PATHS.has(c.req.path)) logger.debug(entry, 'request');
    else if (c.res.status >= 500) logger.error(entry, 'request');
    else logger.info(entry, 'request');
  };
}
