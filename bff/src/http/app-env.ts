import type { AuthEnv } from '../auth/auth-env.ts';
import type { ClientAddressEnv } from './client-address.ts';

/** The context variables every /api handler may read, set by the client-address and session middlewares. */
export type AppEnv = { Variables: AuthEnv['Variables'] & ClientAddressEnv['Variables'] };
