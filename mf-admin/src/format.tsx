import type { Difficulty, Recipe } from '@viral/domain';
import { titleCase } from '@viral/domain';

export const formatCost = (cost: number | null) => (cost == null ? '-' : `$${cost.toFixed(2)}`);
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString();
export const formatTotalTime = (minutes: number | null) => (minutes == null ? '-' : `${minutes}m total`);

/** 'Nm prep, Nm cook' when both exist (spec 2, Recipe Index: time column). */
export const formatPrepCook = (recipe: Pick<Recipe, 'prep_time' | 'cook_time'>) =>
  recipe.prep_time != null && recipe.cook_time != null
    ? `${recipe.prep_time}m prep, ${recipe.cook_time}m cook`
    : null;

const BADGE: Record<Difficulty, string> = {
  easy: 'bg-green-100 text-green-800',
  medium: 'bg-yellow-100 text-yellow-800',
  hard: 'bg-red-100 text-red-800',
};

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty | null }) {
  if (!difficulty) return <span className="text-stone-400">-</span>;
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[difficulty]}`}>
      {titleCase(difficulty)}
    </span>
  );
}
