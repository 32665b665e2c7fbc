import { type Ingredient, titleCase } from '@viral/domain';
import { ScaleControls } from '../measures/ScaleControls.tsx';
import type { RecipeScale } from '../measures/use-recipe-scale.ts';
import { useShownAmounts } from '../measures/use-shown-amounts.ts';

type Props = { ingredients: Ingredient[]; measure: RecipeScale };

/** Consecutive lines under the same group heading ('For the sauce'), in the recipe's order. */
function groupsOf<Line extends { ingredient: Ingredient }>(lines: Line[]) {
  const groups: { group: string | null; from: number; members: Line[] }[] = [];
  lines.forEach((line, index) => {
    const group = line.ingredient.group ?? null;
    const last = groups.at(-1);
    if (last && last.group === group) last.members.push(line);
    else groups.push({ group, from: index, members: [line] });
  });
  return groups;
}

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
      {groupsOf(lines).map(({ group, from, members }) => (
        <div key={from} className="mt-4">
          {group && <h3 className="font-semibold text-stone-700">{group}</h3>}
          <ul className="divide-y divide-stone-100">
            {members.map(({ ingredient, amount }, offset) => {
              const index = from + offset;
              return (
                // A recipe's ingredients have no id and never reorder: their place is their key.
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
        </div>
      ))}
    </section>
  );
}
