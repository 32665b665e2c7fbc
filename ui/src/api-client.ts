import type { AppType } from '@viral/bff';
import { SESSION_HEADER } from '@viral/domain';
import { hc } from 'hono/client';
import { getSessionId } from './session-id.ts';

/**
 * The typed `/api` client (issue 3): request and response types come from the bff's routes, e.g.
 * `await createApiClient().api.recipes.popular.$get()`. Imported as `@viral/ui/api-client`, outside ui's
 * shared entry, so pages that do not use it do not download it (federation does not tree-shake ui).
 */
export function createApiClient(baseUrl = '/') {
  return hc<AppType>(baseUrl, { headers: () => ({ [SESSION_HEADER]: getSessionId() }) });
}

export type ApiClient = ReturnType<typeof createApiClient>;
