import type { Recipe } from '@viral/domain';

export const formatCost = (cost: number | null) => (cost == null ? '-' : `$${cost.toFixed(2)}`);
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString();
export const formatTotalTime = (minutes: number | null) => (minutes == null ? '-' : `${minutes}m total`);

/** 'Nm prep, Nm cook' when both exist: the Recipe Index's time column. */
export const formatPrepCook = (recipe: Pick<Recipe, 'prep_time' | 'cook_time'>) =>
  recipe.prep_time != null && recipe.cook_time != null
    ? `${recipe.prep_time}m prep, ${recipe.cook_time}m cook`
    : null;

/** A video's length as a player shows it: 'm:ss'. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A file's size in KB or MB, one decimal. */
export const formatBytes = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${(bytes / 1000).toFixed(1)} KB`;
