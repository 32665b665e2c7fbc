import { createApiClient } from '@viral/ui/api-client';

/**
 * The typed bff client for admin calls. No visitor header: the session cookie identifies the admin,
 * and fetch's default credentials mode (same-origin) sends it along.
 */
export const adminApi = createApiClient('/', { visitor: false }).api;

export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
