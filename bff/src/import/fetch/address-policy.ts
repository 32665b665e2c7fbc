import ipaddr from 'ipaddr.js';

/** IANA's global unicast block; everything outside it (IPv4-compatible ::/96 among others) is refused. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];

/**
 * Only globally routable unicast addresses may be fetched: ipaddr.js classifies loopback,
 * private, link-local (cloud metadata), CGNAT, multicast, reserved, documentation and the
 * IPv6 ranges that embed IPv4 (6to4, Teredo, NAT64) as something other than 'unicast'.
 * IPv4-mapped IPv6 is judged as the IPv4 address it maps to; any other IPv6 must also lie
 * in 2000::/3, since ipaddr.js calls the deprecated IPv4-compatible form (::7f00:1) 'unicast'.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
  return v6.match(GLOBAL_UNICAST_V6) && v6.range() === 'unicast';
}

/** `host:port` of a URL as IMPORT_ALLOW_HOSTS spells it: lower case, IPv6 in brackets, port explicit. */
export function allowListKey(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

/**
 * An IMPORT_ALLOW_HOSTS entry in the form `allowListKey` gives (`recipes.local:8080`,
 * `[::1]:8080`), or undefined when it is not exactly one host and one port.
 */
export function parseAllowHost(entry: string): string | undefined {
  const match = /^(\[[^\]]+\]|[^:[\]]+):(\d{1,5})$/.exec(entry.trim());
  if (!match?.[1] || !match[2]) return undefined;
  const port = Number(match[2]);
  if (port < 1 || port > 65_535) return undefined;
  let url: URL;
  try {
    url = new URL(`http://${match[1]}/`);
  } catch {
    return undefined;
  }
  if (url.username || url.password || url.port || url.pathname !== '/' || url.search || url.hash)
    return undefined;
  return `${url.hostname.toLowerCase()}:${port}`;
}

/** Only the exact host and port listed in IMPORT_ALLOW_HOSTS are exempt, never a whole host. */
export function isAllowListed(url: URL, allowHosts: readonly string[]): boolean {
  return allowHosts.includes(allowListKey(url));
}

export function isIpLiteral(url: URL): boolean {
  return ipaddr.isValid(url.hostname.replace(/^\[|\]$/g, ''));
}
