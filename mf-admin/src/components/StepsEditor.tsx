import type { Ingredient, Instruction } from '@viral/domain';
import { Icon } from '@viral/ui';
import { addStep, removeStep } from '../edit-form.ts';
import { fieldClass, secondaryButton } from './ModalDialog.tsx';

type IngredientProps = { items: Ingredient[]; onChange: (items: Ingredient[]) => void };

export function IngredientsEditor({ items, onChange }: IngredientProps) {
  const set = (index: number, patch: Partial<Ingredient>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold">Ingredients</legend>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; position is their identity
        <div key={i} className="mt-2 grid grid-cols-[1fr_5rem_5rem_auto] gap-2">
          <input
            aria-label={`Ingredient ${i + 1} name`}
            value={item.name}
            onChange={(e) => set(i, { name: e.target.value })}
            className={fieldClass}
          />
          <input
            aria-label={`Ingredient ${i + 1} amount`}
            value={item.amount ?? ''}
            onChange={(e) => set(i, { amount: e.target.value })}
            className={fieldClass}
          />
          <input
            aria-label={`Ingredient ${i + 1} unit`}
            value={item.unit ?? ''}
            onChange={(e) => set(i, { unit: e.target.value })}
            className={fieldClass}
          />
          <button
            type="button"
            aria-label={`Remove ingredient ${i + 1}`}
            onClick={() => onChange(items.filter((_, j) => j !== i))}
            className="rounded-lg p-2 text-red-600 hover:bg-red-50"
          >
            <Icon name="trash" className="size-4" />
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() => onChange([...items, { name: '', amount: '', unit: '' }])}
        className={`mt-2 ${secondaryButton}`}
      >
        Add Ingredient
      </button>
    </fieldset>
  );
}

type InstructionProps = { steps: Instruction[]; onChange: (steps: Instruction[]) => void };

export function InstructionsEditor({ steps, onChange }: InstructionProps) {
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold">Instructions</legend>
      {steps.map((step, i) => (
        <div key={step.step} className="mt-2 flex items-start gap-2">
          <span className="mt-2 w-6 text-right text-sm font-bold text-brand-600">{step.step}.</span>
          <textarea
            aria-label={`Step ${step.step}`}
            rows={2}
            value={step.description}
            onChange={(e) =>
              onChange(steps.map((s, j) => (j === i ? { ...s, description: e.target.value } : s)))
            }
            className={fieldClass}
          />
          <button
            type="button"
            aria-label={`Remove step ${step.step}`}
            onClick={() => onChange(removeStep(steps, i))}
            className="mt-1 rounded-lg p-2 text-red-600 hover:bg-red-50"
          >
            <Icon name="trash" className="size-4" />
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange(addStep(steps))} className={`mt-2 ${secondaryButton}`}>
        Add Step
      </button>
    </fieldset>
  );
}
