import type { MeasureSystem } from '@viral/ui';
import { describe, expect, it } from 'vitest';
import { presentAmount } from './present-amount.ts';

const shown = (
  amount: string | null,
  unit: string | null,
  factor: number,
  system: MeasureSystem = 'as-written',
) => presentAmount({ amount, unit }, factor, system).text;

describe('presentAmount', () => {
  it('reads exactly as stored when nothing is scaled or converted', () => {
    expect(shown('1/2', 'cup', 1)).toBe('1/2 cup');
    expect(shown('8', 'tbsp', 1)).toBe('8 tbsp');
    expect(shown(null, 'pinch', 3)).toBe('pinch');
    expect(shown(null, null, 2)).toBeNull();
  });

  it('scales into kitchen fractions and the spoon or cup a cook would use', () => {
    expect(shown('1 1/2', 'tsp', 2)).toBe('1 tbsp');
    expect(shown('1/2', 'cup', 0.25)).toBe('2 tbsp');
    expect(shown('1/3', 'cup', 2)).toBe('⅔ cup');
    expect(shown('3/4', 'cup', 2)).toBe('1½ cups');
    expect(shown('1', 'tsp', 0.5)).toBe('½ tsp');
    expect(shown('2', null, 1.5)).toBe('3');
    expect(shown('1', null, 0.5)).toBe('½');
  });

  it('scales ranges end to end and keeps units it cannot convert', () => {
    expect(shown('2-3', 'cloves', 2)).toBe('4-6 cloves');
    expect(shown('1', 'handful', 2)).toBe('2 handful');
    expect(shown('1', 'pinch', 3)).toBe('3 pinches');
    expect(shown('2', 'cloves', 0.5)).toBe('1 clove');
  });

  it('moves grams up to kilograms when scaled, without touching the system', () => {
    expect(shown('300', 'g', 2)).toBe('600 g');
    expect(shown('600', 'g', 2)).toBe('1.2 kg');
  });

  it('converts to metric with kitchen rounding, rounded to what a jug or scale shows', () => {
    expect(shown('1', 'cup', 1, 'metric')).toBe('235 ml');
    expect(shown('1', 'tsp', 1, 'metric')).toBe('5 ml');
    expect(shown('2', 'cup', 3, 'metric')).toBe('1.4 l');
    expect(shown('1', 'lb', 1, 'metric')).toBe('455 g');
    expect(shown('300', 'g', 1, 'metric')).toBe('300 g');
  });

  it('converts to US measures as fractions', () => {
    expect(shown('300', 'g', 1, 'us')).toBe('10½ oz');
    expect(shown('800', 'g', 1, 'us')).toBe('1¾ lb');
    expect(shown('15', 'ml', 1, 'us')).toBe('1 tbsp');
    expect(shown('8', 'tbsp', 1, 'us')).toBe('8 tbsp');
  });

  it('leaves an amount it cannot read as written, and says so', () => {
    expect(presentAmount({ amount: 'a few', unit: null }, 2, 'as-written')).toEqual({
      text: 'a few',
      readable: false,
    });
    expect(presentAmount({ amount: 'some', unit: 'cups' }, 1, 'metric')).toEqual({
      text: 'some cups',
      readable: false,
    });
  });
});
