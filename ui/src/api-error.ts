/** An /api call that did not succeed: the HTTP status and the bff's error code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly code: string;

  constructor(status: number, statusText: string, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.code = code;
  }
}

type ErrorBody = { error?: { code?: unknown; message?: unknown } };

/** A failed response as an ApiError carrying the bff's error code and message. */
export async function toApiError(
  response: Pick<Response, 'status' | 'statusText' | 'json'>,
): Promise<ApiError> {
  const fallback = `Request failed with status ${response.status}`;
  try {
    const body = (await response.json()) as ErrorBody;
    const code = typeof body.error?.code === 'string' ? body.error.code : 'http_error';
    const message = typeof body.error?.message === 'string' ? body.error.message : fallback;
    return new ApiError(response.status, response.statusText, code, message);
  } catch {
    return new ApiError(response.status, response.statusText, 'http_error', fallback);
  }
}
