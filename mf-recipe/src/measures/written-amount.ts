import type { Ingredient } from '@viral/domain';

/** The amount and unit as the recipe stores them ('1 1/2 tsp'), or null when it has neither. */
export const writtenAmount = ({ amount, unit }: Pick<Ingredient, 'amount' | 'unit'>): string | null =>
  [amount, unit].filter(Boolean).join(' ') || null;
