import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The API's one error shape: `{"error":{"code","message"}}` with a 4xx status for caller mistakes. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;

  constructor(status: ContentfulStatusCode, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`);
