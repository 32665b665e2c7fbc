import { type Difficulty, titleCase } from '@viral/domain';
import type { ReactNode } from 'react';

/** Dark text on a light tint of each colour: every pair keeps AA contrast. */
const TONE: Record<Difficulty, string> = {
  easy: 'bg-emerald-100 text-emerald-800',
  medium: 'bg-amber-100 text-amber-800',
  hard: 'bg-rose-100 text-rose-800',
};

type Props = { difficulty: Difficulty | null; fallback?: ReactNode };

/** A recipe's difficulty as a coloured pill; `fallback` (nothing by default) when it has none. */
export function DifficultyBadge({ difficulty, fallback = null }: Props) {
  if (!difficulty) return fallback;
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm ${TONE[difficulty]}`}>
      {titleCase(difficulty)}
    </span>
  );
}
