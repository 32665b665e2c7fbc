import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Database } from '@viral/db';
import { MAX_IMPORT_URLS, NO_VALID_URL_MESSAGE, parseBulkUrls } from '@viral/domain';
import { streamSSE } from 'hono/streaming';
import type { AuthEnv } from '../../auth/auth-env.ts';
import { signedInUser } from '../../auth/session-middleware.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import { errorResponses, json, uuidParam, validationHook } from '../../http/openapi.ts';
import { followJob } from './job-events.ts';
import { toJobResponse } from './job-response.ts';
import { createImportJob, findImportJob } from './job-store.ts';

const startRequestSchema = z.object({
  urls: z.array(z.string().max(2000)).max(MAX_IMPORT_URLS).default([]),
  /** Pages whose source the admin pasted because the site blocks fetching. */
  pages: z
    .array(z.object({ url: z.string().max(2000), html: z.string() }))
    .max(20)
    .default([]),
});
const jobSchema = z.record(z.string(), z.unknown());

const startRoute = createRoute({
  method: 'post',
  path: '/imports',
  summary: 'Start an import job; it runs in the bff and survives a closed tab or a restart',
  request: { body: { content: { 'application/json': { schema: startRequestSchema } }, required: true } },
  responses: { 202: json(jobSchema, 'The job, queued'), 400: errorResponses[400] },
});
const getRoute = createRoute({
  method: 'get',
  path: '/imports/{id}',
  summary: 'A job with one item per URL: status, timings, validation, error, recipe',
  request: { params: uuidParam },
  responses: { 200: json(jobSchema, 'The job'), ...errorResponses },
});

export function importRoutes(db: Database, onJobCreated: () => void) {
  return new OpenAPIHono<AuthEnv>({ defaultHook: validationHook })
    .openapi(startRoute, async (c) => {
      const { urls, pages } = c.req.valid('json');
      const pasted = pages.filter((p) => parseBulkUrls([p.url]).length === 1);
      const items = [...parseBulkUrls(urls).map((url) => ({ url })), ...pasted];
      if (items.length === 0) throw new ApiError(400, 'validation_failed', NO_VALID_URL_MESSAGE);
      const job = await createImportJob(db, items, signedInUser(c).id);
      onJobCreated();
      const view = await findImportJob(db, job.id);
      return c.json(view ? toJobResponse(view) : {}, 202);
    })
    .openapi(getRoute, async (c) => {
      const view = await findImportJob(db, c.req.valid('param').id);
      if (!view) throw notFound('Import job');
      return c.json(toJobResponse(view), 200);
    })
    .get('/imports/:id/events', async (c) => {
      const parsed = uuidParam.safeParse(c.req.param());
      if (!parsed.success || !(await findImportJob(db, parsed.data.id))) throw notFound('Import job');
      return streamSSE(c, (stream) => followJob(db, parsed.data.id, stream));
    });
}
