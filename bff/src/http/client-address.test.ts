import { describe, expect, it } from 'vitest';
import { parseTrustedProxy, resolveClientAddress } from './client-address.ts';

const trusted = (...entries: string[]) => entries.map((entry) => parseTrustedProxy(entry) ?? []) as never;

describe('resolveClientAddress', () => {
  it('takes the socket peer and ignores X-Forwarded-For from anyone not trusted', () => {
    expect(resolveClientAddress('198.51.100.7', '203.0.113.1', trusted())).toBe('198.51.100.7');
    expect(resolveClientAddress('198.51.100.7', '203.0.113.1', trusted('10.0.0.0/8'))).toBe('198.51.100.7');
  });

  it('believes a trusted proxy and reads the chain from the right, past other trusted hops', () => {
    const proxies = trusted('10.0.0.0/8', '172.18.0.2');
    expect(resolveClientAddress('10.0.0.5', '203.0.113.1', proxies)).toBe('203.0.113.1');
    // The client wrote the leftmost entry itself; only the hop the proxies saw counts.
    expect(resolveClientAddress('172.18.0.2', '1.2.3.4, 203.0.113.1, 10.0.0.9', proxies)).toBe('203.0.113.1');
  });

  it('treats IPv4-mapped IPv6 peers as their IPv4 address', () => {
    expect(resolveClientAddress('::ffff:10.0.0.5', '203.0.113.1', trusted('10.0.0.0/8'))).toBe('203.0.113.1');
    expect(resolveClientAddress('::ffff:198.51.100.7', undefined, trusted())).toBe('198.51.100.7');
  });

  it('falls back to the proxy itself when the chain is malformed or all trusted', () => {
    expect(resolveClientAddress('10.0.0.5', 'not-an-ip', trusted('10.0.0.0/8'))).toBe('10.0.0.5');
    expect(resolveClientAddress('10.0.0.5', '10.0.0.6', trusted('10.0.0.0/8'))).toBe('10.0.0.5');
  });

  it('refuses settings that are neither an address nor a range', () => {
    expect(parseTrustedProxy('caddy')).toBeUndefined();
    expect(parseTrustedProxy('10.0.0.0/33')).toBeUndefined();
    expect(parseTrustedProxy('fd00::/8')).toBeDefined();
  });
});
