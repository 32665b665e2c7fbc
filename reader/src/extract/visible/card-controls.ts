import { DURATION_PART, SERVING_WORDS } from './card-vocabulary.ts';

const SERVINGS_LABEL = new RegExp(
  String.raw`\b(?:${SERVING_WORDS.source}|scale|yields?|makes|number of|nombre de|anzahl(?: der)?|antal|for|für|pour|para|voor)\b`,
  'giu',
);

/**
 * A servings control or count that a card shows among its ingredient lines: 'Portionen',
 * '4 portioner', 'Nombre de personnes', 'Scale 1x 2x 3x'. What is left without the servings
 * words, numbers and multipliers is nothing.
 */
export function isServingsLine(line: string): boolean {
  if (line.length > 40 || (!SERVING_WORDS.test(line) && !/^scale\b/i.test(line.trim()))) return false;
  const rest = line
    .replace(SERVINGS_LABEL, ' ')
    .replace(/\b\d+\s*[x×]?\b|[x×]\b/gi, ' ')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
  return rest === '';
}

/** At most this many words besides its durations: a label ('Prep time'), not an ingredient. */
const MAX_LABEL_WORDS = 3;

/**
 * A time the card shows among its ingredient lines: 'Előkészítési idő: 1 óra 30 perc',
 * '50min Zubereitung'. It states a duration and little else.
 */
export function isDurationLine(line: string): boolean {
  const durations = [...line.matchAll(DURATION_PART)];
  if (durations.length === 0) return false;
  const words = line.replace(DURATION_PART, ' ').match(/\p{L}[\p{L}/-]*/gu) ?? [];
  return (
    words.length <= MAX_LABEL_WORDS &&
    line.replace(DURATION_PART, ' ').replace(/[^\p{L}\p{N}]+/gu, '').length < 40
  );
}
