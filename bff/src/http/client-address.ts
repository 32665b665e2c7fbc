import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import ipaddr from 'ipaddr.js';
import type { AppEnv } from './app-env.ts';

/** Context variable set once per request by `clientAddressMiddleware`. */
export type ClientAddressEnv = { Variables: { clientAddress: string } };

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** `::ffff:203.0.113.9` and `203.0.113.9` are one client; limits must not count them apart. */
function normalise(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (!ipaddr.isValid(address)) return undefined;
  return ipaddr.process(address);
}

/** An address or CIDR from `TRUSTED_PROXIES`; undefined when it is neither. */
export function parseTrustedProxy(entry: string): Range | undefined {
  if (ipaddr.isValidCIDR(entry)) {
    const [address, bits] = ipaddr.parseCIDR(entry);
    if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
      return [(address as ipaddr.IPv6).toIPv4Address(), Math.max(0, bits - 96)];
    }
    return [address, bits];
  }
  const address = normalise(entry);
  return address ? [address, address.kind() === 'ipv4' ? 32 : 128] : undefined;
}

export function isTrustedProxy(address: string, trusted: readonly Range[]): boolean {
  const parsed = normalise(address);
  if (!parsed) return false;
  return trusted.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
}

/**
 * The address a request came from. The socket's peer, unless that peer is a trusted proxy: then
 * `X-Forwarded-For` is read from the right, skipping trusted hops, and the first other address is
 * the client's. Entries left of it were written by the client and are never believed.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trusted: readonly Range[],
): string {
  const peer = socketAddress ? (normalise(socketAddress)?.toString() ?? socketAddress) : 'unknown';
  if (!socketAddress || !forwardedFor || !isTrustedProxy(socketAddress, trusted)) return peer;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .reverse();
  for (const hop of hops) {
    const address = normalise(hop);
    if (!address) return peer; // a malformed hop: stop believing the chain
    if (!isTrustedProxy(hop, trusted)) return address.toString();
  }
  return peer;
}

function socketAddressOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // in-process requests (tests) have no socket
  }
}

/** Works out the client's address once per request, for rate limits and the audit log. */
export function clientAddressMiddleware(
  trustedProxies: readonly string[],
): MiddlewareHandler<ClientAddressEnv> {
  const trusted = trustedProxies.map((entry) => {
    const range = parseTrustedProxy(entry);
    if (!range) throw new Error(`Not an address or CIDR: ${entry}`);
    return range;
  });
  return async (c, next) => {
    c.set(
      'clientAddress',
      resolveClientAddress(socketAddressOf(c), c.req.header('X-Forwarded-For'), trusted),
    );
    await next();
  };
}

/** The address `clientAddressMiddleware` found; 'unknown' where it did not run. */
export function clientAddress(c: Context<AppEnv>): string {
  return c.get('clientAddress') ?? 'unknown';
}
