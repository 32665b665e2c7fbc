import { type Ingredient, titleCase } from '@viral/domain';

export function IngredientList({ ingredients }: { ingredients: Ingredient[] }) {
  return (
    <section
      aria-labelledby="ingredients-heading"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70"
    >
      <h2 id="ingredients-heading" className="text-xl font-bold">
        Ingredients
      </h2>
      <ul className="mt-4 divide-y divide-stone-100">
        {ingredients.map((ingredient, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a recipe's ingredients have no id and never reorder
          <li key={`${index}-${ingredient.name}`} className="flex gap-3 py-2.5">
            <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-400" aria-hidden="true" />
            <span>
              {(ingredient.amount || ingredient.unit) && (
                <span className="font-semibold text-brand-700">
                  {[ingredient.amount, ingredient.unit].filter(Boolean).join(' ')}{' '}
                </span>
              )}
              {titleCase(ingredient.name)}
              {ingredient.notes && <span className="text-stone-500">, {ingredient.notes}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
