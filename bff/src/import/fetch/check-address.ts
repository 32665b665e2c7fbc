import { ImportError } from '../import-error.ts';
import { isAllowListed, isIpLiteral, isPublicAddress } from './address-policy.ts';
import { checkTarget, type FetchPolicy } from './guarded-fetch.ts';
import { systemResolve } from './guarded-lookup.ts';

/**
 * Refuses, before anything is queued, an address the guarded fetcher would refuse: not http(s),
 * with credentials, or a host resolving to an address that is not public (unless allow-listed).
 * Only a courtesy to the admin who typed it: the fetch checks every hop again when it runs.
 */
export async function checkFetchableAddress(address: string, policy: FetchPolicy): Promise<void> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new ImportError('invalid_url', 'The address is not a valid web address');
  }
  checkTarget(url, policy.allowHosts);
  if (isIpLiteral(url) || isAllowListed(url, policy.allowHosts)) return;
  const addresses = await (policy.resolveHost ?? systemResolve)(url.hostname).catch(() => []);
  if (addresses.length === 0) throw new ImportError('unreachable', `Could not resolve ${url.hostname}`);
  if (addresses.some((a) => !isPublicAddress(a.address)))
    throw new ImportError(
      'forbidden_address',
      `${url.hostname} resolves to an address that is not public; it cannot be imported`,
    );
}
