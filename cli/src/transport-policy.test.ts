import { afterEach, describe, expect, it } from 'vitest';
import { allowPlainHttp, assertSafeTransport, isLoopbackHost } from './transport-policy.ts';

describe('transport policy', () => {
  afterEach(() => allowPlainHttp(false));

  it('knows this machine by name and address', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.8.9.10', '[::1]'])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['recipes.example', '10.0.0.5', '0.0.0.0', 'localhost.example', '127.0.0.1.example'])
      expect(isLoopbackHost(host)).toBe(false);
  });

  it('allows https anywhere and plain http only to this machine', () => {
    expect(() => assertSafeTransport('https://recipes.example')).not.toThrow();
    expect(() => assertSafeTransport('http://127.0.0.1:3000')).not.toThrow();
    expect(() => assertSafeTransport('http://recipes.example')).toThrow(
      expect.objectContaining({ exitCode: 2, message: expect.stringContaining('--allow-http') }),
    );
  });

  it('allows plain http elsewhere once the operator says so', () => {
    allowPlainHttp(true);
    expect(() => assertSafeTransport('http://recipes.example')).not.toThrow();
  });

  it('refuses what is not an http(s) URL', () => {
    expect(() => assertSafeTransport('ftp://recipes.example')).toThrow(/Not an http\(s\) URL/);
  });
});
