import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './api-error.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('telling a lost database from a bug', () => {
  it('recognises postgres.js connection failures, also when drizzle wraps them', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('CONNECT_TIMEOUT'))).toBe(true);
    const wrapped = new Error('Failed query: select 1', { cause: withCode('CONNECTION_CLOSED') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('recognises PostgreSQL saying it cannot serve: statement timeout, shutdown, connection class 08', () => {
    for (const code of ['57014', '57P01', '57P03', '53300', '08006']) {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    }
  });

  it('leaves query mistakes and constraint violations as the errors they are', () => {
    for (const code of ['23505', '42P01', '22P02']) expect(isDatabaseUnavailable(withCode(code))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
