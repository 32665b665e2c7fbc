import { DURATION_PART, headingKind, SERVING_WORDS } from './card-vocabulary.ts';

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

/** Invitations and counters a page puts around its recipe, in the languages the reader knows. */
const FURNITURE =
  /\b(?:follow us|volg ons|folge uns|suivez[- ]nous|síguenos|seguici|subscribe|sign up|newsletter|abonnieren|abonnez|pinterest|instagram|facebook|youtube|tiktok|post views|print recipe|rezept drucken|imprimer)\b/i;

/** A photo's credit or a copyright line: 'Photo credit: © Example.com', 'Foto: Anna Bauer'. */
const CREDIT = /^(?:photo(?:graph)?s?|foto|bild|image)(?:\s*credits?)?\s*[:©]|^©|\(c\)\s*\d{4}/i;

/**
 * A line that belongs to the page, not to the recipe: 'Follow us on Pinterest', 'Post Views: 66', 'More cakes »',
 * 'Subscribe to our newsletter', or an aside that opens with a closing part's word ('Ook lekker: …').
 */
/** Links to more recipes, each marked with arrows: 'BAKED POTATOES >>>', 'More cakes »'. */
const LINKS = /(?:>{2,}|»)\s*$/;

export function isPageFurniture(line: string): boolean {
  if (FURNITURE.test(line) || CREDIT.test(line) || LINKS.test(line)) return true;
  const label = /^([^:]{2,30}):\s/.exec(line)?.[1];
  return label !== undefined && headingKind(label) === 'end';
}

/** The lines without the page's furniture after the recipe's last line. */
export function withoutTrailingFurniture<Line>(lines: Line[], text: (line: Line) => string): Line[] {
  let end = lines.length;
  while (end > 1 && isPageFurniture(text(lines[end - 1] as Line))) end--;
  return lines.slice(0, end);
}
