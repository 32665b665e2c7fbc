import type { Instruction } from '@viral/domain';
import { Icon } from '@viral/ui';
import { formatMinutes } from '../format.ts';

type Props = { instruction: Instruction; large?: boolean };

/** A step's time and oven temperature, when the recipe has them. */
export function StepFacts({ instruction, large = false }: Props) {
  const { time, temperature } = instruction;
  if (!time && !temperature) return null;
  const chip = `inline-flex items-center gap-1 rounded-full bg-stone-100 ${large ? 'px-4 py-1.5' : 'px-2.5 py-0.5'}`;
  return (
    <span
      className={`mt-2 flex flex-wrap gap-2 ${large ? 'text-lg text-stone-700' : 'text-sm text-stone-600'}`}
      data-testid="step-facts"
    >
      {time ? (
        <span className={chip}>
          <Icon name="clock" className={`${large ? 'size-5' : 'size-3.5'} text-brand-600`} />
          {formatMinutes(time)}
        </span>
      ) : null}
      {temperature ? <span className={chip}>{temperature}</span> : null}
    </span>
  );
}
