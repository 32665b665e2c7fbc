import type { Recipe } from '@viral/domain';
import { Icon, type IconName } from '@viral/ui';
import { formatCost, formatMinutes } from '../format.ts';

export function RecipeStatsStrip({ recipe }: { recipe: Recipe }) {
  const stats: { icon: IconName; label: string; value: string }[] = [
    { icon: 'clock', label: 'Prep', value: formatMinutes(recipe.prep_time) },
    { icon: 'flame', label: 'Cook', value: formatMinutes(recipe.cook_time) },
    { icon: 'users', label: 'Servings', value: recipe.servings === null ? '—' : String(recipe.servings) },
    { icon: 'coins', label: 'Est. cost', value: formatCost(recipe.estimated_cost) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-stone-200/70"
        >
          <Icon name={stat.icon} className="mx-auto size-5 text-brand-500" />
          <dt className="mt-1 text-xs font-medium uppercase tracking-wide text-stone-500">{stat.label}</dt>
          <dd className="mt-0.5 text-lg font-bold">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
