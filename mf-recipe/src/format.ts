/** Also drawn by the bff into the HTML of screens with recipe cards, so it lives in the domain. */
export { formatMinutes } from '@viral/domain';

/** Estimated cost of the whole recipe, e.g. '$12.50'; unknown → '—'. */
export function formatCost(cost: number | null): string {
  return cost === null ? '—' : `$${cost.toFixed(2)}`;
}

/** The host of a source URL for 'Original Recipe from {host}'; null when the URL is not valid. */
export function sourceHost(url: string): string | null {
  try {
    return new URL(url).host.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}
