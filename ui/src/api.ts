import { SESSION_HEADER } from '@viral/domain';
import { getSessionId } from './session-id.ts';

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

/** The request headers that make a call count as this browser's visitor (the anonymous session id). */
export const visitorHeaders = (): Record<string, string> => ({ [SESSION_HEADER]: getSessionId() });

/** GET a same-origin JSON resource, e.g. `apiGet<{ items: RecipeSummary[] }>('/api/recipes/popular')`. */
export async function apiGet<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: 'application/json' }, signal: init.signal ?? null });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, '', 'network_error', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

/**
 * POST JSON to the bff as this browser's visitor (the `X-Session-Id` header carries the anonymous
 * session id), e.g. `apiPost<LikeResult>('/api/recipes/<id>/like')`.
 */
export async function apiPost<T>(path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [SESSION_HEADER]: getSessionId(),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  } catch (error) {
    throw new ApiError(0, '', 'network_error', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

/** GET as this browser's visitor (for per-visitor reads such as a recipe's like state). */
export async function apiGetAsVisitor<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  const response = await fetch(path, {
    headers: { Accept: 'application/json', [SESSION_HEADER]: getSessionId() },
    signal: init.signal ?? null,
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}
