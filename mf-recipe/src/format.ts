/** 25 → '25 min', 90 → '1 h 30 min'; unknown → '—'. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

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
