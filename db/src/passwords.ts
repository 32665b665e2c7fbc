import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt with OWASP's recommended cost (N=2^17, r=8, p=1: 128 MiB, well over 100 ms here),
 * stored as `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking old hashes.
 */
const COST = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

function deriveKey(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: 256 * cost.N * cost.r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export function hashPassword(password: string): Promise<string> {
  return hashPasswordAtCost(password, COST);
}

/**
 * A hash at another cost, which `verifyPassword` reads back from it. Only test fixtures choose a
 * cost (`hashFixturePassword` in `@viral/db/testing`); the package's entry exports `hashPassword`
 * alone, so everything the product stores is hashed at `COST`.
 */
export async function hashPasswordAtCost(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const key = await deriveKey(password, Buffer.from(salt, 'base64'), cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
