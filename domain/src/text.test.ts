import { describe, expect, it } from 'vitest';
import { formatCount, slugify, titleCase } from './text.ts';

describe('slugify', () => {
  it('lower-cases and joins runs of other characters with one hyphen', () => {
    expect(slugify('  Quick & Easy -- Pasta!! ')).toBe('quick-easy-pasta');
  });
  it('drops accents so slugs stay ASCII', () => {
    expect(slugify('Crème Brûlée')).toBe('creme-brulee');
  });
});

describe('titleCase', () => {
  it('capitalises each word and lowers the rest', () => {
    expect(titleCase('gARLIC   butter sauce')).toBe('Garlic Butter Sauce');
  });
});

describe('formatCount', () => {
  it.each([
    [999, '999'],
    [1000, '1.0K'],
    [15_340, '15.3K'],
    [2_500_000, '2.5M'],
  ])('formats %i as %s', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });
});
