import type { ApiTokenScope, AuthUser } from '@viral/domain';

/** The context variables the session middleware sets for every /api request. */
export type AuthEnv = {
  Variables: {
    user: AuthUser | undefined;
    /** Read by the interaction routes (requireVisitor), so a signed-in visitor is known by user id. */
    userId: string | undefined;
    authVia: 'cookie' | 'bearer' | undefined;
    /** What the bearer token may do; a signed-in session may do all its role allows. */
    tokenScopes: ApiTokenScope[] | undefined;
    /** The raw session cookie, so sign-out can end exactly this session. */
    sessionToken: string | undefined;
  };
};
