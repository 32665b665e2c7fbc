import { type Database, schema } from '@viral/db';
import { RateLimiterDrizzle, type RateLimiterRes } from 'rate-limiter-flexible';

/** Spec-free but expected: 5 failed sign-ins in 15 minutes lock that address and that account. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

export interface LoginLimiter {
  /** Seconds to wait when this address or account is locked, else 0. */
  retryAfter(ip: string, email: string): Promise<number>;
  recordFailure(ip: string, email: string): Promise<void>;
  recordSuccess(email: string): Promise<void>;
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `ip:${ip}`;

/** Failures are counted in the database, so a lock holds on every replica, not just the one that saw them. */
export function createLoginLimiter(db: Database): LoginLimiter {
  const failures = new RateLimiterDrizzle({
    storeClient: db,
    schema: schema.rateLimits,
    keyPrefix: 'login',
    points: LOGIN_FAILURE_LIMIT,
    duration: LOGIN_WINDOW_SECONDS,
  });
  const waitFor = (res: RateLimiterRes | null) =>
    res && res.consumedPoints >= LOGIN_FAILURE_LIMIT ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
  return {
    async retryAfter(ip, email) {
      const [byIp, byAccount] = await Promise.all([
        failures.get(addressKey(ip)),
        failures.get(accountKey(email)),
      ]);
      return Math.max(waitFor(byIp), waitFor(byAccount));
    },
    async recordFailure(ip, email) {
      // penalty() adds points without rejecting, so the count keeps rising past the limit.
      await Promise.all([failures.penalty(addressKey(ip)), failures.penalty(accountKey(email))]);
    },
    async recordSuccess(email) {
      await failures.delete(accountKey(email));
    },
  };
}
