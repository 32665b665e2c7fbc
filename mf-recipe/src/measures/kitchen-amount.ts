import { formatQuantity } from 'format-quantity';

/**
 * How an amount is rounded: `fraction` for cups, spoons, ounces and counts; `scale` for grams and
 * millilitres (what a kitchen scale or jug shows); `decimal` for kilograms and litres.
 */
export type AmountStyle = 'fraction' | 'scale' | 'decimal';

const DECIMAL = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** The nearest multiple of an eighth or a third: what measuring cups and spoons can hold. */
function nearestKitchenFraction(value: number): number {
  const byEighths = Math.round(value * 8) / 8;
  const byThirds = Math.round(value * 3) / 3;
  return Math.abs(byThirds - value) < Math.abs(byEighths - value) ? byThirds : byEighths;
}

function roundForScale(value: number): number {
  if (value >= 100) return Math.round(value / 5) * 5;
  if (value >= 10) return Math.round(value);
  if (value >= 1) return Math.round(value * 2) / 2;
  return Math.round(value * 100) / 100;
}

function roundForFraction(value: number): number {
  if (value >= 100) return Math.round(value);
  if (value >= 10) return Math.round(value * 2) / 2;
  if (value >= 1 / 8) return nearestKitchenFraction(value);
  return Math.max(Math.round(value * 16) / 16, 1 / 16);
}

/**
 * A quantity as a cook reads it: '1½', '⅓', '2.5', '235', '1.4'. Never rounds a positive amount down
 * to nothing.
 */
export function kitchenAmount(value: number, style: AmountStyle): string {
  if (style === 'fraction') {
    const rounded = roundForFraction(value);
    return formatQuantity(rounded, { vulgarFractions: true }) ?? String(rounded);
  }
  const rounded = style === 'scale' ? roundForScale(value) : Math.round(value * 20) / 20;
  return DECIMAL.format(rounded || value);
}
