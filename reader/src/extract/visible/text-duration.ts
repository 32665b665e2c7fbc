import { DURATION_PART, SERVING_WORDS } from './card-vocabulary.ts';

/** Minutes from a written duration: '1 hour 30 minutes', '1 Std. 20 Min.', '45 mins', '1時間20分'. */
export function minutesFromText(value: string | null | undefined): number | null {
  if (!value) return null;
  let total = 0;
  for (const match of value.matchAll(DURATION_PART)) {
    const n = Number((match[1] ?? '0').replace(',', '.'));
    total += match[2] ? n * 60 : n;
  }
  return total > 0 ? Math.round(total) : null;
}

/** Servings from a yield ('Serves 4', '4 Personen', 'Zutaten für 4 Portionen'); a number alone counts when `bare`. */
export function servingsFromText(value: string | null | undefined, bare = false): number | null {
  if (!value) return null;
  if (!bare && !SERVING_WORDS.test(value)) return null;
  const match = /\d+/.exec(value);
  const count = match ? Number(match[0]) : 0;
  return count > 0 && count < 1000 ? count : null;
}
