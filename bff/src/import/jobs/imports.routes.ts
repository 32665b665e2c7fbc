import { createRoute, z } from '@hono/zod-openapi';
import type { Database } from '@viral/db';
import {
  importJobDetailSchema,
  MAX_IMPORT_URLS,
  NO_VALID_URL_MESSAGE,
  pageSource,
  parseBulkUrls,
  plainText,
} from '@viral/domain';
import { streamSSE } from 'hono/streaming';
import { adminGuardResponses } from '../../admin/admin-responses.ts';
import { signedInUser } from '../../auth/session-middleware.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import { errorResponses, json, uuidParam } from '../../http/openapi.ts';
import { createRouter } from '../../http/router.ts';
import { followJob } from './job-events.ts';
import { toJobResponse } from './job-response.ts';
import { createImportJob, findImportJob, foldDuplicateItems } from './job-store.ts';

const startRequestSchema = z.object({
  urls: z.array(plainText().max(2000)).max(MAX_IMPORT_URLS).default([]),
  /** Pages whose source the admin pasted because the site blocks fetching. */
  pages: z
    .array(z.object({ url: plainText().max(2000), html: pageSource() }))
    .max(20)
    .default([]),
});

const startRoute = createRoute({
  method: 'post',
  path: '/imports',
  summary:
    'Start an import job; it runs in the bff and survives a closed tab or a restart. Lines naming the same page are folded into the first (`folded` counts them)',
  request: { body: { content: { 'application/json': { schema: startRequestSchema } }, required: true } },
  responses: {
    202: json(importJobDetailSchema, 'The job, queued'),
    400: errorResponses[400],
    ...adminGuardResponses,
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/imports/{id}',
  summary: 'A job with one item per URL: status, timings, validation, error, recipe',
  request: { params: uuidParam },
  responses: { 200: json(importJobDetailSchema, 'The job'), ...errorResponses, ...adminGuardResponses },
});
const eventsRoute = createRoute({
  method: 'get',
  path: '/imports/{id}/events',
  summary:
    'Server-sent events: `job` (the whole job) first, then `item` ({item, summary}) for each change, and `done` ({id, summary}) at the end',
  // Any id is taken: an EventSource cannot read a 400's body, so an id that is not a job's is a 404.
  request: { params: z.object({ id: z.string().openapi({ format: 'uuid' }) }) },
  responses: {
    200: {
      description: "The event stream; each event's data is JSON",
      content: { 'text/event-stream': { schema: z.string() } },
    },
    404: errorResponses[404],
    ...adminGuardResponses,
  },
});

export function importRoutes(db: Database, onJobCreated: () => void) {
  return createRouter()
    .openapi(startRoute, async (c) => {
      const { urls, pages } = c.req.valid('json');
      const pasted = pages.filter((p) => parseBulkUrls([p.url]).length === 1);
      const listed = [...parseBulkUrls(urls).map((url) => ({ url })), ...pasted];
      if (listed.length === 0) throw new ApiError(400, 'validation_failed', NO_VALID_URL_MESSAGE);
      const { items, folded } = foldDuplicateItems(listed);
      const job = await createImportJob(db, items, signedInUser(c).id, folded);
      onJobCreated();
      const view = await findImportJob(db, job.id);
      if (!view) throw notFound('Import job'); // purged in the meantime
      return c.json(toJobResponse(view), 202);
    })
    .openapi(getRoute, async (c) => {
      const view = await findImportJob(db, c.req.valid('param').id);
      if (!view) throw notFound('Import job');
      return c.json(toJobResponse(view), 200);
    })
    .openapi(eventsRoute, async (c) => {
      const parsed = uuidParam.safeParse(c.req.valid('param'));
      if (!parsed.success || !(await findImportJob(db, parsed.data.id))) throw notFound('Import job');
      return streamSSE(c, (stream) => followJob(db, parsed.data.id, stream));
    });
}
