const TRACKING =
  /^(utm_\w+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|mc_cid|mc_eid|igshid|_ga|_gl|ref|ref_src|si|spm)$/i;

/**
 * The form a recipe's source URL is stored and compared in, so the same page imports once:
 * https, lower-case host without default port or 'www.', no fragment, no tracking
 * parameters, remaining parameters sorted, no trailing slash.
 */
export function normaliseSourceUrl(address: string): string {
  const url = new URL(address);
  url.protocol = 'https:';
  url.hostname = url.hostname.toLowerCase().replace(/^www\./, '');
  url.port = url.port === '80' || url.port === '443' ? '' : url.port;
  url.hash = '';
  const kept = [...url.searchParams]
    .filter(([name]) => !TRACKING.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  url.search = new URLSearchParams(kept).toString();
  const text = url.toString();
  return url.pathname !== '/' && text.endsWith('/') ? text.slice(0, -1) : text.replace(/\/$/, '');
}
