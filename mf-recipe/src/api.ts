import { createApiClient } from '@viral/ui/api-client';

/** Public reads, the same for every visitor: no session header, so the HTML's preloads serve them. */
export const publicApi = createApiClient('/', { visitor: false }).api;

/** Calls made as this browser's visitor (the X-Session-Id header): views, likes, shares, the feed. */
export const visitorApi = createApiClient().api;
