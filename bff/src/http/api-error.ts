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

/** postgres.js and PostgreSQL codes that mean the database cannot be reached or is not answering. */
const DATABASE_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECTION_SILENT',
  '57014', // query_canceled: the statement timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

/** Whether this error (or one it wraps, as drizzle does) says the database is out of reach for now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (DATABASE_UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client should wait before retrying while the database is out of reach. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export const unavailableBody = () =>
  errorBody('unavailable', 'The service is temporarily unavailable. Please try again in a moment.');
