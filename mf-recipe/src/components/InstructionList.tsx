import type { Instruction } from '@viral/domain';
import { useState } from 'react';
import { StepFacts } from './StepFacts.tsx';

/** Numbered steps, each with a done checkbox kept in memory only (lost on reload, by design). */
export function InstructionList({ instructions }: { instructions: Instruction[] }) {
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const toggle = (step: number) =>
    setDone((current) => {
      const next = new Set(current);
      if (next.has(step)) next.delete(step);
      else next.add(step);
      return next;
    });

  return (
    <section
      aria-labelledby="instructions-heading"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70"
    >
      <h2 id="instructions-heading" className="text-xl font-bold">
        Instructions
      </h2>
      <ol className="mt-4 space-y-4">
        {instructions.map((instruction, index) => {
          const isDone = done.has(index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a recipe's steps have no id and never reorder
            <li key={`${index}-${instruction.step}`} className="flex gap-4">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-sm font-bold text-white">
                {index + 1}
              </span>
              <label className="flex flex-1 cursor-pointer items-start gap-3">
                <span className={`flex-1 leading-relaxed ${isDone ? 'text-stone-400 line-through' : ''}`}>
                  {instruction.description}
                  <StepFacts instruction={instruction} />
                  {instruction.notes && (
                    <span className="mt-1 block text-sm text-stone-500">{instruction.notes}</span>
                  )}
                </span>
                <input
                  type="checkbox"
                  checked={isDone}
                  onChange={() => toggle(index)}
                  aria-label={`Step ${index + 1} done`}
                  className="mt-1 size-5 shrink-0 accent-brand-500"
                />
              </label>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
