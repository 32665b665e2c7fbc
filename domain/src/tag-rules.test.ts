import { describe, expect, it } from 'vitest';
import {
  autoTagDescription,
  isCategoryName,
  normaliseTagNames,
  TAG_PALETTE,
  tagColorFor,
} from './tag-rules.ts';

describe('tag rules', () => {
  it('splits, trims, drops blanks, Title Cases and de-duplicates tag names', () => {
    expect(normaliseTagNames(' spicy ramen, ,QUICK,Spicy Ramen ,')).toEqual(['Spicy Ramen', 'Quick']);
    expect(normaliseTagNames(['  ', 'one pot'])).toEqual(['One Pot']);
  });

  it('picks the same palette colour for the same name, whatever its case', () => {
    expect(TAG_PALETTE).toHaveLength(17);
    expect(tagColorFor('Garlic')).toBe(tagColorFor('garlic'));
    expect(TAG_PALETTE).toContain(tagColorFor('Garlic'));
    const colours = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(tagColorFor));
    expect(colours.size).toBeGreaterThan(1);
  });

  it('flags cuisine, meal, diet, protein and method names as categories', () => {
    for (const name of ['Italian', 'Breakfast', 'Vegan Bowls', 'Chicken', 'Air Fryer']) {
      expect(isCategoryName(name)).toBe(true);
    }
    expect(isCategoryName('Crispy')).toBe(false);
    expect(autoTagDescription('Crispy')).toBe('Auto-generated tag for Crispy');
  });
});
