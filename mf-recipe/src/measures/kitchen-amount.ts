import { formatQuantity } from 'format-quantity';

/**
 * How an amount is written: `fraction` for cups, spoons, ounces, pounds and counts ('1½', '⅓');
 * `whole` for millilitres and grams (what a jug or scale shows, '235'); `decimal` for litres and
 * kilograms ('1.25').
 */
export type AmountStyle = 'fraction' | 'whole' | 'decimal';

const DECIMAL = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** The nearest multiple of `step`. */
export const toStep = (value: number, step: number): number => Math.round(value / step) * step;

/** The nearest quarter or third, whichever is closer: what a set of measuring cups holds. */
export function toCupFraction(value: number): number {
  const byQuarters = toStep(value, 1 / 4);
  const byThirds = toStep(value, 1 / 3);
  return Math.abs(byThirds - value) < Math.abs(byQuarters - value) ? byThirds : byQuarters;
}

/** Quarters, and an eighth below that: what a set of measuring spoons holds. */
export const toSpoonFraction = (value: number): number =>
  value < 3 / 16 ? toStep(value, 1 / 8) : toStep(value, 1 / 4);

/**
 * Millilitres or grams as a jug or scale measures them: whole below 10, 5s below 50, 25s up to
 * 250, 50s above.
 */
export function toJugStep(value: number): number {
  if (value < 1) return Number(value.toPrecision(1));
  if (value < 10) return Math.round(value);
  if (value < 50) return toStep(value, 5);
  if (value < 250) return toStep(value, 25);
  return toStep(value, 50);
}

/**
 * The fraction a count, a pinch or a unit no ladder uses reads as: whole from 100, halves from 10,
 * else the nearest eighth or third.
 */
export function toCountFraction(value: number): number {
  if (value >= 100) return Math.round(value);
  if (value >= 10) return toStep(value, 1 / 2);
  const byEighths = toStep(value, 1 / 8);
  const byThirds = toStep(value, 1 / 3);
  return Math.abs(byThirds - value) < Math.abs(byEighths - value) ? byThirds : byEighths;
}

/** A rounded amount as a cook reads it: '1½', '⅓', '235', '1.4'. Never a positive amount as nothing. */
export function amountText(rounded: number, style: AmountStyle, unrounded = rounded): string {
  const value = rounded > 0 ? rounded : smallestShown(unrounded, style);
  if (style === 'fraction') return formatQuantity(value, { vulgarFractions: true }) ?? String(value);
  return DECIMAL.format(value);
}

/** What a positive amount that rounds to nothing is shown as. */
function smallestShown(value: number, style: AmountStyle): number {
  if (style === 'fraction') return value >= 1 / 16 ? 1 / 8 : 1 / 16;
  return Number(value.toPrecision(1));
}
