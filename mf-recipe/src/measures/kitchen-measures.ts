import { type AmountStyle, toCupFraction, toJugStep, toSpoonFraction, toStep } from './kitchen-amount.ts';

export type MeasureFamily = 'us' | 'metric';
export type MeasureKind = 'volume' | 'mass';

/** One way a cook writes an amount: in `unit`, rounded by `round`, from `from` of that unit upwards. */
export type KitchenMeasure = {
  /** A unit id of parse-ingredient. */
  unit: string;
  from: number;
  /** The largest amount of the unit this measure is used for; absent: no limit. */
  upTo?: number;
  round: (value: number) => number;
  /**
   * How far rounding may move the amount, as a share of it; beyond that the next measure down is
   * tried (⅜ cup is no cup measure: 6 tbsp is). Absent: any rounding is fine.
   */
  within?: number;
  style: AmountStyle;
};

const halves = (value: number) => toStep(value, 1 / 2);
const litres = (value: number) => toStep(value, 0.05);
const teaspoons: KitchenMeasure = { unit: 'teaspoon', from: 0, round: toSpoonFraction, style: 'fraction' };
const tablespoons: KitchenMeasure = {
  unit: 'tablespoon',
  from: 1,
  round: halves,
  within: 0.1,
  style: 'fraction',
};

/**
 * The measures a cook reaches for in each system, largest first: the first one the amount reads
 * well in is used. US cooks measure in cups from 1 cup and in clean cup fractions, else in spoons;
 * metric cooks in spoons up to 4 tablespoons, else in millilitres as a jug shows them, litres from 1.
 */
const LADDERS: Record<MeasureFamily, Record<MeasureKind, KitchenMeasure[]>> = {
  us: {
    volume: [
      { unit: 'cup', from: 1, round: toCupFraction, style: 'fraction' },
      { unit: 'cup', from: 1 / 4, round: toCupFraction, within: 0.05, style: 'fraction' },
      tablespoons,
      teaspoons,
    ],
    mass: [
      { unit: 'pound', from: 1, round: (value) => toStep(value, 1 / 4), style: 'fraction' },
      {
        unit: 'ounce',
        from: 0,
        round: (value) => (value < 1 ? toSpoonFraction(value) : halves(value)),
        style: 'fraction',
      },
    ],
  },
  metric: {
    volume: [
      { unit: 'liter', from: 1, round: litres, style: 'decimal' },
      { ...tablespoons, upTo: 4 },
      { unit: 'milliliter', from: 50, round: toJugStep, style: 'whole' },
      { unit: 'milliliter', from: 15, round: toJugStep, style: 'whole' },
      teaspoons,
    ],
    mass: [
      { unit: 'kilogram', from: 1, round: litres, style: 'decimal' },
      { unit: 'gram', from: 0, round: toJugStep, style: 'whole' },
    ],
  },
};

/** Whether a unit is one a ladder writes in (so a scaled amount in it may move to another). */
export const onLadder = (family: MeasureFamily, kind: MeasureKind, unit: string): boolean =>
  LADDERS[family][kind].some((measure) => measure.unit === unit);

/**
 * The measure a cook would write an amount in: the first of the system's ladder it reads well in.
 * `inUnit` gives the amount in a unit.
 */
export function chooseMeasure(
  family: MeasureFamily,
  kind: MeasureKind,
  inUnit: (unit: string) => number,
): KitchenMeasure {
  const ladder = LADDERS[family][kind];
  const fits = (measure: KitchenMeasure) => {
    const exact = inUnit(measure.unit);
    const value = measure.round(exact);
    return (
      value >= measure.from &&
      value <= (measure.upTo ?? Number.POSITIVE_INFINITY) &&
      (measure.within === undefined || Math.abs(value - exact) <= measure.within * exact)
    );
  };
  // The last measure of every ladder starts at 0 and takes any rounding, so one always fits.
  return ladder.find(fits) ?? (ladder[ladder.length - 1] as KitchenMeasure);
}
