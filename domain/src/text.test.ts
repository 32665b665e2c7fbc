import { describe, expect, it } from 'vitest';
import { formatCount, formatCountOf, formatMinutes, slugify, titleCase, wordFor } from './text.ts';

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

describe('formatCountOf', () => {
  it.each([
    [0, 'serving', '0 servings'],
    [1, 'serving', '1 serving'],
    [2, 'serving', '2 servings'],
    [1250, 'recipe', '1,250 recipes'],
  ])('writes %i %s as %s', (count, noun, expected) => {
    expect(formatCountOf(count, noun)).toBe(expected);
  });

  it('gives the word alone where the count is written apart', () => {
    expect(wordFor(1, 'recipe')).toBe('recipe');
    expect(wordFor(12, 'recipe')).toBe('recipes');
    expect(wordFor(2, 'batch', 'batches')).toBe('batches');
  });

  it('takes the plural English needs', () => {
    expect(formatCountOf(1, 'category', { plural: 'categories' })).toBe('1 category');
    expect(formatCountOf(3, 'category', { plural: 'categories' })).toBe('3 categories');
  });

  it('writes large counts compactly when asked, and keeps them plural', () => {
    expect(formatCountOf(18_100, 'view', { compact: true })).toBe('18.1K views');
    expect(formatCountOf(1000, 'like', { compact: true })).toBe('1.0K likes');
    expect(formatCountOf(1, 'view', { compact: true })).toBe('1 view');
  });
});

describe('formatMinutes', () => {
  it.each([
    [null, '—'],
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h'],
    [95, '1 h 35 min'],
    [240, '4 h'],
  ])('writes %s as %s', (minutes, expected) => {
    expect(formatMinutes(minutes)).toBe(expected);
  });
});
