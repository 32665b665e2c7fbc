import { createRoute, z } from '@hono/zod-openapi';
import {
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
  importPreviewSchema,
  pageSource,
} from '@viral/domain';
import { adminGuardResponses } from '../admin/admin-responses.ts';
import { errorBody } from '../http/api-error.ts';
import { errorResponseSchema, errorResponses, json } from '../http/openapi.ts';
import { createRouter } from '../http/router.ts';
import { ImportError } from './import-error.ts';
import { type ImportContext, previewImport } from './preview-import.ts';

export const MAX_PASTED_HTML_BYTES = 5 * 1024 * 1024;

const extractRequestSchema = z.object({
  url: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .max(2000)
    .refine((url) => !hasControlCharacters(url), CONTROL_CHARACTERS_MESSAGE),
  /** The page's source, pasted by the admin when the site blocks fetching. */
  html: pageSource().max(MAX_PASTED_HTML_BYTES).optional(),
});

const extractRoute = createRoute({
  method: 'post',
  path: '/extract',
  summary: 'Dry run: fetch (or take the pasted source), validate and extract one recipe; saves nothing',
  request: { body: { content: { 'application/json': { schema: extractRequestSchema } }, required: true } },
  responses: {
    200: json(importPreviewSchema, 'The validation result and the recipe that would be saved'),
    400: errorResponses[400],
    422: json(
      errorResponseSchema,
      'The page could not be fetched (refused address, HTTP error, too large, not HTML…)',
    ),
    ...adminGuardResponses,
  },
});

/** Mounted inside the admin routes, behind their admin guard. */
export function extractRoutes(ctx: ImportContext) {
  return createRouter().openapi(extractRoute, async (c) => {
    try {
      return c.json(await previewImport(c.req.valid('json'), ctx), 200);
    } catch (error) {
      if (error instanceof ImportError) return c.json(errorBody(error.code, error.message), 422);
      throw error;
    }
  });
}
