import { type Ingredient, titleCase } from '@viral/domain';
import { parseIngredient } from 'parse-ingredient';
import { groupedLines } from './ingredient-groups.ts';
import { list, text } from './schema-values.ts';
import { splitRunTogether, textLines } from './text-lines.ts';

const FRACTIONS: [number, string][] = [
  [1 / 8, '1/8'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [3 / 8, '3/8'],
  [1 / 2, '1/2'],
  [5 / 8, '5/8'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
  [7 / 8, '7/8'],
];

/** 1.5 → '1 1/2', 0.333 → '1/3', 2 → '2': how a cook reads quantities. */
export function formatQuantity(quantity: number): string {
  const whole = Math.floor(quantity);
  const rest = quantity - whole;
  if (rest < 0.01) return String(whole);
  const fraction = FRACTIONS.find(([value]) => Math.abs(value - rest) < 0.02)?.[1];
  if (!fraction) return String(Math.round(quantity * 100) / 100);
  return whole > 0 ? `${whole} ${fraction}` : fraction;
}

/** Splits 'flour, sifted' or 'butter (cold)' into a name and its notes. */
function nameAndNotes(description: string): { name: string; notes: string | null } {
  const paren = /\(([^)]*)\)/.exec(description);
  const withoutParen = paren ? description.replace(paren[0], ' ') : description;
  const [name = '', ...rest] = withoutParen.split(',');
  const notes = [...rest.map((r) => r.trim()), paren?.[1]?.trim()].filter(Boolean).join(', ');
  return { name: name.replace(/\s+/g, ' ').trim(), notes: notes || null };
}

export function parseIngredientLine(line: string): Ingredient {
  const [parsed] = parseIngredient(line);
  if (!parsed?.description)
    return { name: titleCase(line), amount: null, unit: null, notes: null, original: line };
  const { name, notes } = nameAndNotes(parsed.description);
  const amount =
    parsed.quantity === null
      ? null
      : parsed.quantity2 === null
        ? formatQuantity(parsed.quantity)
        : `${formatQuantity(parsed.quantity)}-${formatQuantity(parsed.quantity2)}`;
  return {
    name: titleCase(name || parsed.description),
    amount,
    unit: parsed.unitOfMeasure || null,
    notes,
    original: line,
  };
}

/**
 * Ingredient lines; a whole list given as one string is split into its lines (by markup or line
 * breaks, else before each quantity), group headings kept as each line's group.
 */
export function parseIngredients(value: unknown): Ingredient[] {
  const items = list(value);
  const one = items.length === 1 && typeof items[0] === 'string' ? textLines(items[0]) : null;
  const lines =
    one === null ? items.map(text).filter(Boolean) : one.length === 1 ? splitRunTogether(one[0] ?? '') : one;
  return groupedIngredients(lines.map((text) => ({ text })));
}

/** A list's bullet written into the line ('• 130 g flour', '- 2 eggs'): the list's drawing, not the line's words. */
const BULLET = /^[•·▪◦*–-]\s+/;

/** Parsed ingredient lines, each with the group heading it is listed under (headings are no ingredients). */
export function groupedIngredients(lines: { text: string; section?: string | null }[]): Ingredient[] {
  return groupedLines(lines.map((line) => ({ ...line, text: line.text.replace(BULLET, '') }))).map(
    ({ line, group }) => (group ? { ...parseIngredientLine(line), group } : parseIngredientLine(line)),
  );
}
