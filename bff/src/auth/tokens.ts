import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'vr_session';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const API_TOKEN_PREFIX = 'vrt_';

/** 256 random bits, URL-safe; only its SHA-256 is ever stored. */
export function newSecretToken(prefix = ''): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
