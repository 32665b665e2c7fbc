import { ApiError } from '@viral/ui';

type ErrorBody = { error?: { code?: string; message?: string } };

/**
 * A same-origin JSON call to the bff with the session cookie. The browser adds the Origin header
 * the bff's CSRF check wants; errors become ui's ApiError carrying the bff's message.
 */
export async function adminFetch<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(init.body !== undefined && { 'Content-Type': 'application/json' }),
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as ErrorBody;
    throw new ApiError(
      response.status,
      response.statusText,
      body.error?.code ?? 'http_error',
      body.error?.message ?? `Request failed with status ${response.status}`,
    );
  }
  return response.status === 204 ? (undefined as T) : ((await response.json()) as T);
}

export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
