import { errorResponseSchema, json } from '../http/openapi.ts';

/** What the admin guard answers before any /api/admin route runs. */
export const adminGuardResponses = {
  401: json(errorResponseSchema, 'Not signed in, or the API token is not valid'),
  403: json(errorResponseSchema, "Not an administrator, or a cookie write from another site's page"),
} as const;
