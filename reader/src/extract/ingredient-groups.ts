import { headingKind } from './visible/card-vocabulary.ts';

const MARKED_HEADING = /^#+\s|^\*\*[^*]+\*\*$|^[-=_~*]{3,}$/;
const FOR_THE =
  /^(?:(?:for the|para (?:el|la|los|las)|pour (?:le|la|les)|für (?:den|die|das)|voor (?:de|het))\s|pour l['’]\p{L}|(?:to serve|for serving|zum servieren|pour servir|para servir)$)/iu;
/** 'TO SERVE', 'FOR THE PASTRY': two or more words in capitals, no amount. */
const CAPITALS = /^(?=.*\p{Lu}{2})[\p{Lu}\s&'’-]+$/u;

/**
 * Some sites list their ingredient groups' titles among the ingredients: '## Sauce',
 * 'For the dressing', 'Filling:'. A heading has no quantity and reads as a title.
 */
export function isGroupHeading(line: string): boolean {
  const trimmed = line.trim();
  if (MARKED_HEADING.test(trimmed)) return true;
  if (/\d/.test(trimmed) || trimmed.split(/\s+/).length > 6) return false;
  if (CAPITALS.test(trimmed) && trimmed.split(/\s+/).length >= 2) return true;
  return trimmed.endsWith(':') || (FOR_THE.test(trimmed) && !trimmed.includes(':'));
}

/**
 * The whole list named again after its heading word, 'Ingredients: beef, garlic, onion' (a
 * summary or the site's tags): names without amounts, run on with commas, are no ingredient line.
 */
function isListSummary(line: string): boolean {
  const summary = /^([^:：]{2,30})[:：]\s*(\S.*)$/u.exec(line.trim());
  if (!summary?.[1] || !summary[2]) return false;
  return headingKind(summary[1]) === 'ingredients' && !/\d/.test(summary[2]) && summary[2].includes(',');
}

/** A heading's words without its marks: '## Sauce' → 'Sauce', 'For the dough:' → 'For the dough'. */
const headingText = (line: string) =>
  line
    .trim()
    .replace(/^#+\s*|^\*\*|\*\*$/g, '')
    .replace(/\s*:$/, '')
    .trim();

/**
 * Ingredient lines with the group each is listed under: the page's own heading over the line
 * when it has one (`section`), else the last heading-like line before it, which is no ingredient.
 */
export function groupedLines(
  lines: { text: string; section?: string | null }[],
): { line: string; group: string | null }[] {
  let group: string | null = null;
  let section: string | null = null;
  return lines.flatMap(({ text, section: heading = null }) => {
    if (heading !== section) {
      section = heading;
      group = heading;
    }
    if (isListSummary(text)) return [];
    if (!isGroupHeading(text)) return [{ line: text, group }];
    group = headingText(text) || null;
    return [];
  });
}
