/** Lower-case; runs of non-alphanumerics become one hyphen; edge hyphens trimmed. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** First letter of each word upper, the rest lower. */
export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** 1,000 becomes 'K', 1,000,000 'M', with one decimal. */
export function formatCount(count: number): string {
  if (count >= 1_000_000) return `${(count / 1_000_000).toFixed(1)}M`;
  if (count >= 1_000) return `${(count / 1_000).toFixed(1)}K`;
  return String(count);
}

const ENGLISH_PLURALS = new Intl.PluralRules('en');

/** A word in the number a count asks for: 'serving' for 1, 'servings' for 0 or 2; 'is' or 'are'. */
export function wordFor(count: number, singular: string, plural = `${singular}s`): string {
  return ENGLISH_PLURALS.select(count) === 'one' ? singular : plural;
}

/**
 * A count with its noun in the singular or plural: '1 serving', '4 servings', '0 recipes'.
 * `compact` writes the count as `formatCount` does ('18.1K views'). The plural defaults to the
 * noun with an 's'; pass it when English says otherwise ('category', 'categories').
 */
export function formatCountOf(
  count: number,
  singular: string,
  { plural, compact = false }: { plural?: string; compact?: boolean } = {},
): string {
  return `${compact ? formatCount(count) : count.toLocaleString('en')} ${wordFor(count, singular, plural)}`;
}

/**
 * How every public screen writes a duration: 25 → '25 min', 60 → '1 h', 95 → '1 h 35 min';
 * unknown → '—'. (The back-office keeps its own 'Nm total'.)
 */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
