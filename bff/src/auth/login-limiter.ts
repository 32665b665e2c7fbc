import type { Database } from '@viral/db';
import { createAttemptCounter } from './attempt-counter.ts';
import { createConcurrencyLimit } from './concurrency-limit.ts';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Attempts one address may make on one account per window; the next is refused until the window ends. */
export const ATTEMPTS_PER_ADDRESS_AND_ACCOUNT = 5;
/** Attempts one address may make on all accounts together per window, so it cannot spray many. */
export const ATTEMPTS_PER_ADDRESS = 10;
/** Failed attempts on one account, from anywhere, before each further attempt on it is slowed down. */
export const FREE_ATTEMPTS_PER_ACCOUNT = 5;
export const MAX_ACCOUNT_DELAY_MS = 15_000;

export type LoginAttempt =
  | { allowed: false; retryAfterSeconds: number }
  | {
      allowed: true;
      /** How long to wait before checking the password: grows while the account is under attack. */
      delayMs: number;
      succeeded(): Promise<void>;
      /** The password was never checked (the server was busy), so the attempt is given back. */
      abandoned(): Promise<void>;
    };

export interface LoginLimiter {
  begin(ip: string, email: string): Promise<LoginAttempt>;
}

/** 1 s for the first attempt past the free ones, doubling up to the cap. */
export function accountDelayMs(attempt: number): number {
  const over = attempt - FREE_ATTEMPTS_PER_ACCOUNT;
  return over <= 0 ? 0 : Math.min(MAX_ACCOUNT_DELAY_MS, 1000 * 2 ** (over - 1));
}

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Every attempt is counted before its password is checked, so attempts sent at once cannot all get
 * through, and given back when it succeeds. Locks are per address and per address+account: failures
 * from elsewhere only slow an account down, so nobody can lock its owner out of it.
 */
export function createLoginLimiter(db: Database): LoginLimiter {
  const counter = createAttemptCounter(db, LOGIN_WINDOW_SECONDS * 1000);
  return {
    async begin(ip, email) {
      const pairKey = `login:pair:${ip}:${normalise(email)}`;
      const addressKey = `login:ip:${ip}`;
      const accountKey = `login:account:${normalise(email)}`;
      const [pair, address] = await Promise.all([counter.hit(pairKey), counter.hit(addressKey)]);
      const pairLocked = pair.count > ATTEMPTS_PER_ADDRESS_AND_ACCOUNT;
      const addressLocked = address.count > ATTEMPTS_PER_ADDRESS;
      if (pairLocked || addressLocked) {
        const lockedMs = Math.max(pairLocked ? pair.msLeft : 0, addressLocked ? address.msLeft : 0);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(lockedMs / 1000)) };
      }
      const account = await counter.hit(accountKey);
      return {
        allowed: true,
        delayMs: accountDelayMs(account.count),
        async succeeded() {
          await Promise.all([counter.clear(pairKey), counter.refund(addressKey), counter.refund(accountKey)]);
        },
        async abandoned() {
          await Promise.all([
            counter.refund(pairKey),
            counter.refund(addressKey),
            counter.refund(accountKey),
          ]);
        },
      };
    },
  };
}

/** Password hashes run at once: scrypt here takes 128 MiB and most of a core for each. */
export const PASSWORD_CHECKS_AT_ONCE = 2;
/** Sign-ins that may wait for a hash; more at once are answered 503 straight away. */
export const PASSWORD_CHECKS_WAITING = 8;
export const BUSY_RETRY_AFTER_SECONDS = 5;

export function createPasswordCheckLimit() {
  return createConcurrencyLimit({ active: PASSWORD_CHECKS_AT_ONCE, queued: PASSWORD_CHECKS_WAITING });
}
