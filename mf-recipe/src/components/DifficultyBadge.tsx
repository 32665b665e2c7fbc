import { type Difficulty, titleCase } from '@viral/domain';

const TONE: Record<Difficulty, string> = {
  easy: 'bg-emerald-100 text-emerald-800',
  medium: 'bg-amber-100 text-amber-800',
  hard: 'bg-rose-100 text-rose-800',
};

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty | null }) {
  if (!difficulty) return null;
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm ${TONE[difficulty]}`}>
      {titleCase(difficulty)}
    </span>
  );
}
