import type { AppType, SuccessBody } from '@viral/bff/client';
// Through the package name, i.e. the page's shared ui: the session id and ApiError (which the query
// client's retry rule recognises) are the same ones every screen uses.
import { ApiError, toApiError, visitorHeaders } from '@viral/ui';
import { type ClientResponse, hc } from 'hono/client';

/**
 * The typed `/api` client: request and response types come from the bff's routes, e.g.
 * `await okJson(createApiClient().api.recipes.popular.$get())`. Imported as `@viral/ui/api-client`,
 * outside ui's shared entry, so pages that do not use it do not download it (federation does not
 * tree-shake ui). `visitor: false` leaves out the session header, for public reads that are the same
 * for everyone, which shared caches may keep.
 */
export function createApiClient(baseUrl = '/', { visitor = true }: { visitor?: boolean } = {}) {
  return hc<AppType>(baseUrl, visitor ? { headers: visitorHeaders } : {});
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The answer, or an ApiError with status 0 for a request that never got one (an abort stays an AbortError). */
async function answerOf<R>(call: Promise<R>): Promise<R> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, '', 'network_error', error instanceof Error ? error.message : String(error));
  }
}

/**
 * The JSON body of a successful call. A response that is not ok becomes an ApiError with
 * the bff's code and message, and a request that never got an answer an ApiError with status 0 (an
 * abort stays an AbortError, so react-query can tell a cancelled query).
 */
export async function okJson<R extends ClientResponse<unknown, number, 'json'>>(
  call: Promise<R>,
): Promise<SuccessBody<R>> {
  const response = await answerOf(call);
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as SuccessBody<R>;
}

/** okJson for the bff's 204 answers (deletes, sign-out), which have no body to read. */
export async function okEmpty(call: Promise<ClientResponse<unknown, number, string>>): Promise<void> {
  const response = await answerOf(call);
  if (!response.ok) throw await toApiError(response);
}
