import type { Instruction } from '@viral/domain';
import { Icon } from '@viral/ui';
import { StepFacts } from '../components/StepFacts.tsx';
import { formatMinutes } from '../format.ts';
import type { IngredientLine } from '../measures/use-shown-amounts.ts';
import { StepIngredients } from './StepIngredients.tsx';

type Props = {
  instruction: Instruction;
  position: number;
  total: number;
  lines: IngredientLine[];
  onStartTimer: (minutes: number) => void;
};

/** One step in large type: its section, 'Step 2 of 7', the text, time and heat, a timer, its ingredients. */
export function CookStep({ instruction, position, total, lines, onStartTimer }: Props) {
  const { time } = instruction;
  return (
    <div className="grid gap-6 motion-safe:animate-[cook-step-in_200ms_ease-out] lg:grid-cols-5 lg:gap-10">
      <div className="lg:col-span-3">
        {instruction.section && (
          <p className="text-sm font-bold tracking-wide text-accent-700 uppercase">{instruction.section}</p>
        )}
        <h3 className="text-lg font-semibold text-stone-600">
          Step {position} of {total}
        </h3>
        <p className="mt-3 text-2xl leading-snug font-medium sm:text-3xl lg:text-4xl">
          {instruction.description}
        </p>
        <StepFacts instruction={instruction} large />
        {instruction.notes && <p className="mt-3 text-lg text-stone-600">{instruction.notes}</p>}
        {time ? (
          <button
            type="button"
            onClick={() => onStartTimer(time)}
            className="mt-5 inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Icon name="clock" /> Start timer ({formatMinutes(time)})
          </button>
        ) : null}
      </div>
      <div className="lg:col-span-2">
        <StepIngredients instruction={instruction} lines={lines} />
      </div>
    </div>
  );
}
