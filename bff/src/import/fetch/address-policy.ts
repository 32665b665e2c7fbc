import ipaddr from 'ipaddr.js';

/**
 * Only globally routable unicast addresses may be fetched: ipaddr.js classifies loopback,
 * private, link-local (cloud metadata), CGNAT, multicast, reserved, unique-local and the
 * IPv6 ranges that embed IPv4 (mapped, 6to4, Teredo, NAT64) as something other than 'unicast'.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** Host names and host:port pairs from IMPORT_ALLOW_HOSTS are exempt; an IP literal only if listed itself. */
export function isAllowListed(url: URL, allowHosts: readonly string[]): boolean {
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return allowHosts.includes(host) || allowHosts.includes(`${host}:${port}`);
}

export function isIpLiteral(url: URL): boolean {
  return ipaddr.isValid(url.hostname.replace(/^\[|\]$/g, ''));
}
