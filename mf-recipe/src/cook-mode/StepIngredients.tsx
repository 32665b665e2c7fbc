import { type Instruction, titleCase } from '@viral/domain';
import { useMemo } from 'react';
import type { IngredientLine } from '../measures/use-shown-amounts.ts';
import { stepIngredients } from './step-ingredients.ts';

type Props = { instruction: Instruction; lines: IngredientLine[] };

function Line({ line: { ingredient, amount } }: { line: IngredientLine }) {
  return (
    <li className="py-2">
      {amount.text && <span className="font-bold text-brand-700">{amount.text} </span>}
      {titleCase(amount.name)}
      {ingredient.notes && <span className="text-stone-600">, {ingredient.notes}</span>}
    </li>
  );
}

/**
 * The ingredients the step names, in the amounts the page shows now (scaled, converted). A step that
 * names none offers the whole list, folded.
 */
export function StepIngredients({ instruction, lines }: Props) {
  const text = [instruction.description, instruction.notes].filter(Boolean).join(' ');
  const named = useMemo(
    () =>
      stepIngredients(
        text,
        lines.map((line) => line.ingredient),
      ).flatMap((index) => lines[index] ?? []),
    [text, lines],
  );
  if (lines.length === 0) return null;

  if (named.length === 0) {
    return (
      <details className="rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200">
        <summary className="cursor-pointer font-semibold text-stone-700">
          All ingredients ({lines.length})
        </summary>
        <ul className="mt-2 divide-y divide-stone-200">
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a recipe's ingredients have no id and never reorder
            <Line key={index} line={line} />
          ))}
        </ul>
      </details>
    );
  }
  return (
    <section
      aria-labelledby="cook-step-ingredients"
      className="rounded-2xl bg-brand-50/60 p-4 ring-1 ring-brand-100"
    >
      <h3 id="cook-step-ingredients" className="font-bold text-stone-700">
        For this step
      </h3>
      <ul className="mt-1 divide-y divide-brand-100 text-lg">
        {named.map((line) => (
          <Line key={line.ingredient.name} line={line} />
        ))}
      </ul>
    </section>
  );
}
