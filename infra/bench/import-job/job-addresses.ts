/** What an operator's list of this many addresses holds, in the proportions of a pasted list. */
export interface AddressMix {
  urls: string[];
  /** Addresses that name a page already in the list (the same address again, or with tracking parameters). */
  duplicates: number;
  failing: number;
  hanging: number;
  redirects: number;
}

const share = (count: number, percent: number) => Math.max(1, Math.round((count * percent) / 100));

/**
 * `count` addresses over these hosts: corpus pages (each copy an address of its own, spread so
 * neighbours in the list are on different hosts), with 3 % redirects, 3 % duplicates,
 * 2 % missing or failing pages and 0.5 % pages that never answer, shuffled in deterministically.
 */
export function jobAddresses(count: number, hosts: string[], ids: string[]): AddressMix {
  const hanging = share(count, 0.5);
  const failing = share(count, 2);
  const redirects = share(count, 3);
  const duplicates = share(count, 3);
  const pages = count - hanging - failing - redirects - duplicates;
  const at = (n: number) => `http://${hosts[n % hosts.length]}`;
  const pageUrl = (n: number) => `${at(n)}/page/${encodeURIComponent(ids[n % ids.length] ?? '')}/${n}`;

  const unique = Array.from({ length: pages }, (_, n) => pageUrl(n));
  const extra = [
    ...Array.from(
      { length: redirects },
      (_, n) => `${at(n + 1)}/moved/${encodeURIComponent(ids[n % ids.length] ?? '')}/${n}`,
    ),
    ...Array.from({ length: failing }, (_, n) => `${at(n + 2)}/${n % 2 ? 'broken' : 'missing'}/${n}`),
    ...Array.from({ length: hanging }, (_, n) => `${at(n + 3)}/hang/${n}`),
    ...Array.from({ length: duplicates }, (_, n) => {
      const original = unique[(n * 37) % unique.length] ?? '';
      return n % 2 ? original : `${original}?utm_source=newsletter`;
    }),
  ];
  // Spread the extras through the list, as they come in a real one.
  const urls = [...unique];
  extra.forEach((url, n) => {
    urls.splice(Math.floor(((n + 1) * urls.length) / (extra.length + 1)), 0, url);
  });
  return { urls, duplicates, failing, hanging, redirects };
}
