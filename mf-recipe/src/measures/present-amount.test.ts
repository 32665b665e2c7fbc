import type { MeasureSystem } from '@viral/ui';
import { describe, expect, it } from 'vitest';
import { presentAmount } from './present-amount.ts';

const shown = (
  amount: string | null,
  unit: string | null,
  factor: number,
  system: MeasureSystem = 'as-written',
) => presentAmount({ name: 'x', amount, unit }, factor, system).text;

const line = (name: string, amount: string, unit: string | null, factor: number) => {
  const result = presentAmount({ name, amount, unit }, factor, 'as-written');
  return `${result.text} ${result.name}`;
};

describe('presentAmount', () => {
  it('reads exactly as stored when nothing is scaled or converted', () => {
    expect(shown('1/2', 'cup', 1)).toBe('1/2 cup');
    expect(shown('8', 'tbsp', 1)).toBe('8 tbsp');
    expect(shown(null, 'pinch', 3)).toBe('pinch');
    expect(shown(null, null, 2)).toBeNull();
    expect(line('avocado', '3', null, 1)).toBe('3 avocado');
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

  it('writes US amounts that no cup holds in spoons, and whole cups in the plural', () => {
    expect(shown('1/4', 'cup', 1.5)).toBe('6 tbsp');
    expect(shown('1/2', 'cup', 0.75)).toBe('6 tbsp');
    expect(shown('1', 'cup', 2)).toBe('2 cups');
    expect(shown('2', 'cups', 0.5)).toBe('1 cup');
    expect(shown('1/3', 'cup', 1.5)).toBe('½ cup');
    expect(shown('1', 'tbsp', 4)).toBe('¼ cup');
    expect(shown('1', 'tbsp', 3)).toBe('3 tbsp');
    expect(shown('2', 'tsp', 2)).toBe('4 tsp');
    expect(shown('1', 'tbsp', 1 / 3)).toBe('1 tsp');
    expect(shown('3', 'cups', 3)).toBe('9 cups');
  });

  it('scales ranges end to end and keeps units it cannot convert, in the plural the amount asks for', () => {
    expect(shown('2-3', 'cloves', 2)).toBe('4-6 cloves');
    expect(shown('1', 'handful', 2)).toBe('2 handfuls');
    expect(shown('1', 'pinch', 3)).toBe('3 pinches');
    expect(shown('2', 'cloves', 0.5)).toBe('1 clove');
    expect(shown('1', 'can', 2)).toBe('2 cans');
    expect(shown('1/4', 'cup', 3, 'us')).toBe('¾ cup');
  });

  it('counts what has no unit: 3 avocados, 1 egg, ½ lemon', () => {
    expect(line('avocado', '1', null, 3)).toBe('3 avocados');
    expect(line('eggs', '2', null, 0.5)).toBe('1 egg');
    expect(line('lemon', '1', null, 0.5)).toBe('½ lemon');
    expect(line('lime', '1', null, 1.5)).toBe('1½ limes');
    expect(line('eggs', '2', 'large', 0.5)).toBe('1 large egg');
    expect(line('tomato', '1-2', null, 2)).toBe('2-4 tomatoes');
    expect(line('Red Chilli', '1', null, 2)).toBe('2 Red Chillies');
    expect(line('egg yolks (room temperature)', '2', null, 0.5)).toBe('1 egg yolk (room temperature)');
    // Measured ingredients keep their name: it is the unit that counts.
    expect(line('avocado', '1', 'cup', 3)).toBe('3 cups avocado');
  });

  it('moves grams up to kilograms when scaled, without touching the system', () => {
    expect(shown('300', 'g', 2)).toBe('600 g');
    expect(shown('600', 'g', 2)).toBe('1.2 kg');
    expect(shown('350', 'g', 0.5)).toBe('175 g');
    expect(shown('350', 'g', 1.25)).toBe('450 g');
  });

  it('rounds metric amounts to what a jug or scale shows: 5s below 50, 25s to 250, then 50s', () => {
    expect(shown('3/8', 'cup', 1, 'metric')).toBe('100 ml');
    expect(shown('1', 'cup', 1, 'metric')).toBe('225 ml');
    expect(shown('1 1/2', 'cups', 1, 'metric')).toBe('350 ml');
    expect(shown('1/3', 'cup', 1, 'metric')).toBe('75 ml');
    expect(shown('2', 'cup', 3, 'metric')).toBe('1.4 l');
    expect(shown('1', 'lb', 1, 'metric')).toBe('450 g');
    expect(shown('1', 'oz', 1, 'metric')).toBe('30 g');
    expect(shown('1', 'oz', 1.5, 'metric')).toBe('45 g');
    expect(shown('2', 'lb', 1.2, 'metric')).toBe('1.1 kg');
    expect(shown('300', 'g', 1, 'metric')).toBe('300 g');
    expect(shown('40', 'ml', 0.5)).toBe('20 ml');
    expect(shown('7', 'g', 1.5)).toBe('10 g');
    expect(shown('5', 'g', 0.5)).toBe('3 g');
  });

  it('writes a few spoonfuls in spoons in metric too, as metric cooks do', () => {
    expect(shown('1', 'tbsp', 1, 'metric')).toBe('1 tbsp');
    expect(shown('1', 'tsp', 1, 'metric')).toBe('1 tsp');
    expect(shown('15', 'ml', 1, 'us')).toBe('1 tbsp');
    expect(shown('10', 'ml', 0.5)).toBe('1 tsp');
    expect(shown('1', 'tbsp', 2, 'metric')).toBe('2 tbsp');
    expect(shown('1/4', 'cup', 0.75, 'metric')).toBe('3 tbsp');
    expect(shown('1/4', 'cup', 1, 'metric')).toBe('4 tbsp');
    expect(shown('1', 'tbsp', 5, 'metric')).toBe('75 ml');
    expect(shown('2', 'tbsp', 8, 'metric')).toBe('225 ml');
  });

  it('moves to litres and kilograms where a cook would, without writing 1000 ml', () => {
    expect(shown('4', 'cups', 1, 'metric')).toBe('950 ml');
    expect(shown('4 1/4', 'cups', 1, 'metric')).toBe('1 l');
    expect(shown('500', 'ml', 2.5)).toBe('1.25 l');
    expect(shown('495', 'g', 2)).toBe('1 kg');
    expect(shown('990', 'g', 1, 'metric')).toBe('990 g');
    expect(shown('990', 'g', 1.01, 'metric')).toBe('1 kg');
  });

  it('converts to US measures as fractions', () => {
    expect(shown('300', 'g', 1, 'us')).toBe('10½ oz');
    expect(shown('800', 'g', 1, 'us')).toBe('1¾ lb');
    expect(shown('1', 'pint', 1, 'metric')).toBe('450 ml');
  });

  it("keeps the author's unit in their own system until the recipe is scaled", () => {
    expect(shown('8', 'tbsp', 1, 'us')).toBe('8 tbsp');
    expect(shown('3/8', 'cup', 1, 'us')).toBe('⅜ cup');
    expect(shown('12', 'g', 1, 'metric')).toBe('12 g');
    expect(shown('1.5', 'kg', 1, 'metric')).toBe('1.5 kg');
    expect(shown('2', 'pints', 2, 'us')).toBe('4 pints');
    expect(shown('8', 'tbsp', 2, 'us')).toBe('1 cup');
    expect(shown('250', 'ml', 1, 'us')).toBe('1 cup');
    expect(shown('100', 'ml', 1, 'us')).toBe('7 tbsp');
    expect(shown('7', 'g', 1, 'us')).toBe('¼ oz');
  });

  it('leaves an amount it cannot read as written, and says so', () => {
    expect(presentAmount({ name: 'chives', amount: 'a few', unit: null }, 2, 'as-written')).toEqual({
      text: 'a few',
      name: 'chives',
      readable: false,
    });
    expect(presentAmount({ name: 'rice', amount: 'some', unit: 'cups' }, 1, 'metric')).toEqual({
      text: 'some cups',
      name: 'rice',
      readable: false,
    });
  });

  it('never shows a positive amount as nothing', () => {
    expect(shown('1/8', 'tsp', 0.25)).toBe('1/16 tsp');
    expect(shown('1', 'g', 0.25)).toBe('0.3 g');
  });
});
