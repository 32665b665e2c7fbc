import type { Ingredient } from '@viral/domain';
import type { MeasureSystem } from '@viral/ui';
import { convertUnit, parseIngredient, unitsOfMeasure } from 'parse-ingredient';
import { type AmountStyle, kitchenAmount } from './kitchen-amount.ts';
import { writtenAmount } from './written-amount.ts';

type Family = 'us' | 'metric';

/** The units a cook reads in each system, smallest first, each used from `from` of it upwards. */
const LADDERS: Record<Family, Record<'volume' | 'mass', { unit: string; from: number }[]>> = {
  us: {
    volume: [
      { unit: 'teaspoon', from: 0 },
      { unit: 'tablespoon', from: 1 },
      { unit: 'cup', from: 1 / 4 },
    ],
    mass: [
      { unit: 'ounce', from: 0 },
      { unit: 'pound', from: 1 },
    ],
  },
  metric: {
    volume: [
      { unit: 'milliliter', from: 0 },
      { unit: 'liter', from: 1 },
    ],
    mass: [
      { unit: 'gram', from: 0 },
      { unit: 'kilogram', from: 1 },
    ],
  },
};

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
const SCALE_UNITS = new Set(['milliliter', 'gram']);

function styleOf(unit: string): AmountStyle {
  if (SCALE_UNITS.has(unit)) return 'scale';
  return METRIC_UNITS.has(unit) ? 'decimal' : 'fraction';
}

export type ShownAmount = {
  /** '1½ tbsp', '2-3 cloves', or null when the line has neither amount nor unit. */
  text: string | null;
  /** False when the amount could not be read as a number, so it is shown as written. */
  readable: boolean;
};

type Quantity = { low: number; high: number | null };

const STAND_IN = 'x';

/**
 * The amount and unit of one ingredient line for `factor` times the recipe, in the chosen system.
 * Untouched (factor 1, as written) it reads exactly as stored; otherwise the amount is scaled, a
 * volume or weight moves to the unit a cook would use (3 tsp → 1 tbsp, 300 g → 10½ oz) and amounts
 * read as kitchen fractions. An amount the parser cannot read ('a few') is left as written.
 */
export function presentAmount(
  ingredient: Pick<Ingredient, 'amount' | 'unit'>,
  factor: number,
  system: MeasureSystem,
): ShownAmount {
  const written = writtenAmount(ingredient);
  if (!ingredient.amount || (factor === 1 && system === 'as-written'))
    return { text: written, readable: true };

  // parse-ingredient reads a unit only before a description, so the line gets a stand-in name.
  const [parsed] = parseIngredient(`${ingredient.amount} ${ingredient.unit ?? ''} ${STAND_IN}`);
  if (!parsed || parsed.quantity === null) return { text: written, readable: false };
  // A unit it does not know ('handful') stays in the description; any other word there means the
  // amount held more than a number ('1 (14 oz)').
  const leftover = parsed.description.slice(0, -STAND_IN.length).trim();
  const unknownUnit = parsed.unitOfMeasureID === null ? (ingredient.unit ?? '') : '';
  if (leftover !== unknownUnit.trim()) return { text: written, readable: false };
  const quantity = {
    low: parsed.quantity * factor,
    high: parsed.quantity2 === null ? null : parsed.quantity2 * factor,
  };

  const moved = parsed.unitOfMeasureID
    ? moveToKitchenUnit(quantity, parsed.unitOfMeasureID, system, factor !== 1)
    : null;
  if (moved) {
    const amount = formatRange(moved.quantity, styleOf(moved.unit));
    return { text: `${amount} ${label(moved.unit, moved.quantity)}`, readable: true };
  }

  const unit = unknownUnit || countedUnit(parsed.unitOfMeasureID, ingredient.unit ?? '', quantity);
  const amount = formatRange(quantity, styleOf(parsed.unitOfMeasureID ?? ''));
  return { text: unit ? `${amount} ${unit}` : amount, readable: true };
}

/**
 * The quantity in the unit of the target system's ladder that reads best, or null to keep the
 * written unit (a pinch, a clove, a can; or a unit already right and not scaled).
 */
function moveToKitchenUnit(quantity: Quantity, unitId: string, system: MeasureSystem, scaled: boolean) {
  const definition = unitsOfMeasure[unitId];
  if (!definition || (definition.type !== 'volume' && definition.type !== 'mass')) return null;
  const writtenFamily: Family = METRIC_UNITS.has(unitId) ? 'metric' : 'us';
  const family = system === 'as-written' ? writtenFamily : system;
  const ladder = LADDERS[family][definition.type];
  const onLadder = ladder.some((rung) => rung.unit === unitId);
  if (family === writtenFamily && !(scaled && onLadder)) return null;

  for (const rung of [...ladder].reverse()) {
    const low = convertUnit(quantity.low, unitId, rung.unit);
    if (low === null) return null;
    if (low >= rung.from || rung === ladder[0]) {
      const high = quantity.high === null ? null : convertUnit(quantity.high, unitId, rung.unit);
      return { unit: rung.unit, quantity: { low, high } };
    }
  }
  return null;
}

/** A unit written as a whole word follows the amount: 1 clove, 2 cloves; 1 pinch, 3 pinches. */
function countedUnit(unitId: string | null, written: string, quantity: Quantity): string {
  const definition = unitId ? unitsOfMeasure[unitId] : undefined;
  if (!unitId || !definition || ![unitId, definition.plural].includes(written.toLowerCase())) return written;
  return (quantity.high ?? quantity.low) > 1 ? definition.plural : unitId;
}

function formatRange({ low, high }: Quantity, style: AmountStyle): string {
  const lowText = kitchenAmount(low, style);
  return high === null ? lowText : `${lowText}-${kitchenAmount(high, style)}`;
}

function label(unit: string, { low, high }: Quantity): string {
  const [one, many] = LABELS[unit] ?? [unit, unit];
  return (high ?? low) > 1 ? many : one;
}
