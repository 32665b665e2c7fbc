import type { PurgeCounts, PurgeTarget } from '@viral/domain';

type CountKey = keyof PurgeCounts;

/** The counts each purge removes ("everything" runs stats, then recipes, then tags). */
export const PURGE_SCOPE: Record<PurgeTarget, CountKey[]> = {
  recipes: ['recipes'],
  tags: ['tags'],
  categories: ['categories'],
  stats: ['recipe_stats', 'interactions'],
  everything: ['recipe_stats', 'interactions', 'recipes', 'tags'],
};

const LABELS: Record<CountKey, string> = {
  recipes: 'recipes',
  tags: 'tags',
  categories: 'categories',
  recipe_stats: 'recipe stats',
  interactions: 'interactions',
};

export function describeCounts(
  counts: Partial<PurgeCounts>,
  keys: CountKey[] = Object.keys(counts) as CountKey[],
): string {
  return keys.map((key) => `${counts[key] ?? 0} ${LABELS[key]}`).join(', ');
}

export interface PurgeFlags {
  all?: boolean;
  recipes?: boolean;
  tags?: boolean;
  categories?: boolean;
  stats?: boolean;
}

/** Exactly one flag names the target; null when none or several were given. */
export function purgeTarget(flags: PurgeFlags): PurgeTarget | null {
  const chosen: PurgeTarget[] = [];
  if (flags.all) chosen.push('everything');
  if (flags.recipes) chosen.push('recipes');
  if (flags.tags) chosen.push('tags');
  if (flags.categories) chosen.push('categories');
  if (flags.stats) chosen.push('stats');
  return chosen.length === 1 ? (chosen[0] ?? null) : null;
}
