import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * True for `localhost`, 127.0.0.0/8 and ::1 (also bracketed or IPv4-mapped): names that reach this
 * machine only. Any other name may resolve to 127.0.0.1 too, but only for whoever controls its DNS.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost') return true;
  return isIP(name) !== 0 && ipaddr.process(name).range() === 'loopback';
}
