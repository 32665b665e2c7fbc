import type { Hook } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { errorBody } from './api-error.ts';

export const errorResponseSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** Turns a failed request validation into a 400 whose message names the offending field. */
// biome-ignore lint/suspicious/noExplicitAny: the hook is shared by routes of every shape
export const validationHook: Hook<any, any, any, any> = (result, c) => {
  if (result.success) return;
  const message = result.error.issues
    .map((issue) => `${issue.path.join('.') || 'request'}: ${issue.message}`)
    .join('; ');
  return c.json(errorBody('validation_failed', message), 400);
};

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const errorResponses = {
  400: json(errorResponseSchema, 'The request is not valid; the message names the field'),
  404: json(errorResponseSchema, 'Not found'),
} as const;

export const uuidParam = z.object({ id: z.uuid() });
