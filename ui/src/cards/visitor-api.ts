import { createApiClient } from '@viral/ui/api-client';

/** Calls made as this browser's visitor (the X-Session-Id header): likes and the like state. */
export const visitorApi = createApiClient().api;
