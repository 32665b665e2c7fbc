import { QueryCache, QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { CACHE_MS } from '@viral/domain';
import { ApiError } from './api-error.ts';

type QueryDefaults = NonNullable<NonNullable<QueryClientConfig['defaultOptions']>['queries']>;

/** A 4xx will not change on retry; anything else (5xx, network) gets one more chance. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The page's query cache (one per page: the shell owns it, remotes reach it through the shared
 * react-query singleton). Failed public fetches are only logged; screens show their empty state.
 */
export function createQueryClient(overrides: QueryDefaults = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) =>
        console.error(`[viral] query ${JSON.stringify(query.queryKey)} failed`, error),
    }),
    defaultOptions: {
      queries: { staleTime: CACHE_MS.recipes, retry: shouldRetry, refetchOnWindowFocus: false, ...overrides },
    },
  });
}
