import { type Ingredient, type Instruction, NUTRITION_UNITS, type Nutrient, titleCase } from '@viral/domain';
import { Button, fieldClass, Icon } from '@viral/ui';
import { addStep, parseStepMinutes, removeStep } from '../edit-form.ts';

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
          <input
            aria-label={`Ingredient ${i + 1} notes`}
            placeholder="Notes (e.g. finely chopped)"
            value={item.notes ?? ''}
            onChange={(e) => set(i, { notes: e.target.value || null })}
            className={`${fieldClass} col-span-3 mt-0`}
          />
        </div>
      ))}
      <Button
        onClick={() => onChange([...items, { name: '', amount: '', unit: '' }])}
        variant="secondary"
        className="mt-2"
      >
        Add Ingredient
      </Button>
    </fieldset>
  );
}

type InstructionProps = { steps: Instruction[]; onChange: (steps: Instruction[]) => void };

export function InstructionsEditor({ steps, onChange }: InstructionProps) {
  const set = (index: number, patch: Partial<Instruction>) =>
    onChange(steps.map((step, i) => (i === index ? { ...step, ...patch } : step)));
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold">Instructions</legend>
      {steps.map((step, i) => (
        <div key={step.step} className="mt-2 flex items-start gap-2">
          <span className="mt-2 w-6 text-right text-sm font-bold text-brand-600">{step.step}.</span>
          <div className="flex-1">
            <textarea
              aria-label={`Step ${step.step}`}
              rows={2}
              value={step.description}
              onChange={(e) => set(i, { description: e.target.value })}
              className={fieldClass}
            />
            <div className="mt-1 grid grid-cols-2 gap-2">
              <input
                type="number"
                min={0}
                step={1}
                aria-label={`Step ${step.step} time (minutes)`}
                placeholder="Time (min)"
                value={step.time ?? ''}
                onChange={(e) => set(i, { time: parseStepMinutes(e.target.value) })}
                className={fieldClass}
              />
              <input
                aria-label={`Step ${step.step} temperature`}
                placeholder="Temperature (e.g. 200°C / 400°F)"
                value={step.temperature ?? ''}
                onChange={(e) => set(i, { temperature: e.target.value || null })}
                className={fieldClass}
              />
            </div>
          </div>
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
      <Button onClick={() => onChange(addStep(steps))} variant="secondary" className="mt-2">
        Add Step
      </Button>
    </fieldset>
  );
}

type NutritionProps = {
  values: Record<Nutrient, string>;
  onChange: (values: Record<Nutrient, string>) => void;
};

/** The seven nutrients with their units; all empty means the recipe lists no nutrition. */
export function NutritionEditor({ values, onChange }: NutritionProps) {
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold">Nutrition (per serving; leave all empty for none)</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 md:grid-cols-4">
        {(Object.keys(NUTRITION_UNITS) as Nutrient[]).map((nutrient) => (
          <label key={nutrient} className="block text-sm font-medium">
            {titleCase(nutrient)}
            {NUTRITION_UNITS[nutrient] && ` (${NUTRITION_UNITS[nutrient]})`}
            <input
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              value={values[nutrient]}
              onChange={(e) => onChange({ ...values, [nutrient]: e.target.value })}
              className={fieldClass}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
