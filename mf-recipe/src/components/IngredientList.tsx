import { type Ingredient, titleCase } from '@viral/domain';
import { ScaleControls } from '../measures/ScaleControls.tsx';
import type { RecipeScale } from '../measures/use-recipe-scale.ts';
import { useShownAmounts } from '../measures/use-shown-amounts.ts';

type Props = { ingredients: Ingredient[]; measure: RecipeScale };

/** The ingredients, scaled to the servings the visitor cooks for and in the units they read. */
export function IngredientList({ ingredients, measure }: Props) {
  const { scale, factor, system, setSystem, setAmount, reset } = measure;
  const { lines, changed } = useShownAmounts(ingredients, measure);
  return (
    <section
      aria-labelledby="ingredients-heading"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70"
    >
      <h2 id="ingredients-heading" className="text-xl font-bold">
        Ingredients
      </h2>
      <ScaleControls
        scale={scale}
        onAmount={setAmount}
        onReset={reset}
        scaled={factor !== 1}
        system={system}
        onSystem={setSystem}
      />
      <ul className="mt-4 divide-y divide-stone-100">
        {lines.map(({ ingredient, amount }, index) => {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a recipe's ingredients have no id and never reorder
            <li key={`${index}-${ingredient.name}`} className="flex gap-3 py-2.5">
              <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-400" aria-hidden="true" />
              <span>
                {amount.text && <span className="font-semibold text-brand-700">{amount.text} </span>}
                {titleCase(amount.name)}
                {ingredient.notes && <span className="text-stone-500">, {ingredient.notes}</span>}
                {changed && !amount.readable && (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                    not scaled
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
