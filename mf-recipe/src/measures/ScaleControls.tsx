import { wordFor } from '@viral/domain';
import { Icon, MEASURE_SYSTEMS, type MeasureSystem } from '@viral/ui';
import { formatQuantity } from 'format-quantity';
import type { ScaleStep } from './use-recipe-scale.ts';

const SYSTEM_LABELS: Record<MeasureSystem, string> = {
  'as-written': 'As written',
  us: 'US',
  metric: 'Metric',
};

const stepButton =
  'flex size-9 items-center justify-center rounded-full bg-white ring-1 ring-stone-300 transition hover:ring-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40';

type Props = {
  scale: ScaleStep;
  onAmount: (amount: number) => void;
  onReset: () => void;
  scaled: boolean;
  system: MeasureSystem;
  onSystem: (system: MeasureSystem) => void;
};

/** The servings stepper and the measure system switch above a recipe's ingredients. */
export function ScaleControls({ scale, onAmount, onReset, scaled, system, onSystem }: Props) {
  const shown =
    scale.label === 'Servings'
      ? String(scale.amount)
      : `×${formatQuantity(scale.amount, { vulgarFractions: true })}`;
  const noun = scale.label.toLowerCase();
  const counted = scale.label === 'Servings' ? wordFor(scale.amount, 'serving') : noun;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
      <fieldset className="flex items-center gap-2">
        <legend className="sr-only">{scale.label}</legend>
        <span aria-hidden="true" className="text-sm font-medium text-stone-600">
          {scale.label}
        </span>
        <button
          type="button"
          className={stepButton}
          aria-label={scale.label === 'Servings' ? 'Fewer servings' : 'Smaller batch'}
          disabled={scale.amount <= scale.min}
          onClick={() => onAmount(scale.amount - scale.step)}
        >
          <Icon name="minus" className="size-4" />
        </button>
        <output aria-live="polite" className="min-w-8 text-center font-bold">
          {shown}
          <span className="sr-only"> {counted}</span>
        </output>
        <button
          type="button"
          className={stepButton}
          aria-label={scale.label === 'Servings' ? 'More servings' : 'Bigger batch'}
          disabled={scale.amount >= scale.max}
          onClick={() => onAmount(scale.amount + scale.step)}
        >
          <Icon name="plus" className="size-4" />
        </button>
        {scaled && (
          <button
            type="button"
            onClick={onReset}
            className="ml-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Reset {noun}
          </button>
        )}
      </fieldset>
      <fieldset className="flex rounded-full bg-stone-100 p-1 text-sm">
        <legend className="sr-only">Units</legend>
        {MEASURE_SYSTEMS.map((option) => (
          <label
            key={option}
            className="cursor-pointer rounded-full px-3 py-1 font-medium text-stone-600 has-checked:bg-white has-checked:text-ink has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
          >
            <input
              type="radio"
              name="measure-system"
              value={option}
              checked={system === option}
              onChange={() => onSystem(option)}
              className="sr-only"
            />
            {SYSTEM_LABELS[option]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
