import type { Ingredient } from '@viral/domain';
import type { MeasureSystem } from '@viral/ui';
import { convertUnit, parseIngredient, unitsOfMeasure } from 'parse-ingredient';
import { countedWord, isMany } from './counted-words.ts';
import { amountText, toCountFraction } from './kitchen-amount.ts';
import {
  chooseMeasure,
  type KitchenMeasure,
  type MeasureFamily,
  type MeasureKind,
  onLadder,
} from './kitchen-measures.ts';
import { writtenAmount } from './written-amount.ts';

const LABELS: Record<string, [one: string, many: string]> = {
  teaspoon: ['tsp', 'tsp'],
  tablespoon: ['tbsp', 'tbsp'],
  cup: ['cup', 'cups'],
  ounce: ['oz', 'oz'],
  pound: ['lb', 'lb'],
  milliliter: ['ml', 'ml'],
  liter: ['l', 'l'],
  gram: ['g', 'g'],
  kilogram: ['kg', 'kg'],
};

const METRIC_UNITS = new Set(['milliliter', 'liter', 'deciliter', 'gram', 'kilogram', 'milligram']);

export type ShownAmount = {
  /** '1½ tbsp', '2-3 cloves', or null when the line has neither amount nor unit. */
  text: string | null;
  /** The ingredient's name in the number the amount asks for ('3 avocados', '1 egg'). */
  name: string;
  /** False when the amount could not be read as a number, so it is shown as written. */
  readable: boolean;
};

type Quantity = { low: number; high: number | null };

/** How counts, pinches and units that do not convert are rounded and written. */
const COUNTED = { round: toCountFraction, style: 'fraction' } as const;
/** A metric amount left in its unit reads in decimals, as its author wrote it ('1.5 kg'). */
const KEPT_METRIC = { round: (value: number) => value, style: 'decimal' } as const;

const STAND_IN = 'x';

/**
 * The amount and unit of one ingredient line for `factor` times the recipe, in the chosen system.
 * Untouched (factor 1, as written) it reads exactly as stored; otherwise the amount is scaled, a
 * volume or weight moves to the measure a cook would write at that size (3 tsp → 1 tbsp, ⅜ cup →
 * 6 tbsp, 89 ml → 100 ml, 300 g → 10½ oz) and units and counted names take the plural the amount
 * asks for. An amount the parser cannot read ('a few') is left as written.
 */
export function presentAmount(
  ingredient: Pick<Ingredient, 'name' | 'amount' | 'unit'>,
  factor: number,
  system: MeasureSystem,
): ShownAmount {
  const written = { text: writtenAmount(ingredient), name: ingredient.name };
  if (!ingredient.amount || (factor === 1 && system === 'as-written')) return { ...written, readable: true };

  // parse-ingredient reads a unit only before a description, so the line gets a stand-in name.
  const [parsed] = parseIngredient(`${ingredient.amount} ${ingredient.unit ?? ''} ${STAND_IN}`);
  if (!parsed || parsed.quantity === null) return { ...written, readable: false };
  // A unit it does not know ('handful') stays in the description; any other word there means the
  // amount held more than a number ('1 (14 oz)').
  const leftover = parsed.description.slice(0, -STAND_IN.length).trim();
  const unknownUnit = parsed.unitOfMeasureID === null ? (ingredient.unit ?? '').trim() : '';
  if (leftover !== unknownUnit) return { ...written, readable: false };
  const quantity = {
    low: parsed.quantity * factor,
    high: parsed.quantity2 === null ? null : parsed.quantity2 * factor,
  };

  const unitId = parsed.unitOfMeasureID;
  const measure = unitId ? kitchenMeasureFor(quantity, unitId, system, factor !== 1) : null;
  if (unitId && measure) {
    const convert = (value: number) => convertUnit(value, unitId, measure.unit) ?? 0;
    const { text, count } = rangeText(quantity, convert, measure);
    const [one, many] = LABELS[measure.unit] ?? [measure.unit, measure.unit];
    return { text: `${text} ${isMany(count) ? many : one}`, name: ingredient.name, readable: true };
  }

  const kept = unitId && METRIC_UNITS.has(unitId) ? KEPT_METRIC : COUNTED;
  const { text: amount, count } = rangeText(quantity, (value) => value, kept);
  const unit = unknownUnit
    ? countedWord(unknownUnit, count)
    : countedUnit(unitId, ingredient.unit ?? '', count);
  // A line with no unit, or only a size ('2 large eggs'), counts the ingredient itself.
  const countsName = !unitId ? !unknownUnit : unitsOfMeasure[unitId]?.type === 'other';
  return {
    text: unit ? `${amount} ${unit}` : amount,
    name: countsName ? countedWord(ingredient.name, count) : ingredient.name,
    readable: true,
  };
}

/**
 * The measure to write a volume or weight in, or null to keep the written unit (a pinch, a clove,
 * a can; or a unit already in the wanted system and not scaled).
 */
function kitchenMeasureFor(
  quantity: Quantity,
  unitId: string,
  system: MeasureSystem,
  scaled: boolean,
): KitchenMeasure | null {
  const definition = unitsOfMeasure[unitId];
  if (!definition || (definition.type !== 'volume' && definition.type !== 'mass')) return null;
  const kind: MeasureKind = definition.type;
  if (convertUnit(1, unitId, kind === 'volume' ? 'milliliter' : 'gram') === null) return null;
  const writtenFamily: MeasureFamily = METRIC_UNITS.has(unitId) ? 'metric' : 'us';
  const family = system === 'as-written' ? writtenFamily : system;
  // In its own system an amount keeps the unit its author chose unless scaled; a unit the system's
  // measures do not use (a pint, a fluid ounce) stays even then.
  if (family === writtenFamily && !(scaled && onLadder(family, kind, unitId))) return null;
  return chooseMeasure(family, kind, (unit) => convertUnit(quantity.low, unitId, unit) ?? 0);
}

/**
 * A range or single amount converted, rounded and written ('1½', '2-3', '235'), with the count its
 * words agree with (the larger end, as rounded).
 */
function rangeText(
  { low, high }: Quantity,
  convert: (value: number) => number,
  { round, style }: Pick<KitchenMeasure, 'round' | 'style'>,
): { text: string; count: number } {
  const one = (value: number) => {
    const exact = convert(value);
    const rounded = round(exact);
    return { rounded, text: amountText(rounded, style, exact) };
  };
  const lowEnd = one(low);
  if (high === null) return { text: lowEnd.text, count: lowEnd.rounded };
  const highEnd = one(high);
  return { text: `${lowEnd.text}-${highEnd.text}`, count: highEnd.rounded };
}

/** A unit written as a whole word follows the amount: 1 clove, 2 cloves; 1 pinch, 3 pinches. */
function countedUnit(unitId: string | null, written: string, count: number): string {
  const definition = unitId ? unitsOfMeasure[unitId] : undefined;
  if (!unitId || !definition || ![unitId, definition.plural].includes(written.toLowerCase())) return written;
  return isMany(count) ? definition.plural : unitId;
}
