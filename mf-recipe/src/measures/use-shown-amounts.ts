import type { Ingredient } from '@viral/domain';
import type { ShownAmount } from './present-amount.ts';
import { useMeasures } from './use-measures.ts';
import type { RecipeScale } from './use-recipe-scale.ts';
import { writtenAmount } from './written-amount.ts';

export type IngredientLine = { ingredient: Ingredient; amount: ShownAmount };

/**
 * Each ingredient with its amount as the visitor reads it now: as stored until they scale or convert (and
 * the measures have loaded), then scaled and in their units. `changed` says they did.
 */
export function useShownAmounts(ingredients: Ingredient[], { factor, system }: RecipeScale) {
  const changed = factor !== 1 || system !== 'as-written';
  const measures = useMeasures(changed);
  const lines: IngredientLine[] = ingredients.map((ingredient) => ({
    ingredient,
    amount:
      changed && measures
        ? measures.presentAmount(ingredient, factor, system)
        : { text: writtenAmount(ingredient), name: ingredient.name, readable: true },
  }));
  return { lines, changed };
}
