import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { ImportError } from '../import-error.ts';
import { isPublicAddress } from './address-policy.ts';

export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolve: ResolveHost = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `net.connect` lookup that refuses a host if any address it resolves to is not public, so
 * the address checked is the address connected to (no DNS rebinding between check and use).
 */
export function guardedLookup(resolveHost: ResolveHost, exempt: (hostname: string) => boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    resolveHost(hostname).then(
      (addresses) => {
        if (addresses.length === 0)
          return callback(new ImportError('unreachable', `Could not resolve ${hostname}`), []);
        if (!exempt(hostname) && addresses.some((a) => !isPublicAddress(a.address))) {
          return callback(
            new ImportError(
              'forbidden_address',
              `${hostname} resolves to an address that is not public; it cannot be imported`,
            ),
            [],
          );
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]?.address ?? '', addresses[0]?.family);
      },
      () => callback(new ImportError('unreachable', `Could not resolve ${hostname}`), []),
    );
  };
}
