import type { Recipe } from '@viral/domain';

export const formatCost = (cost: number | null) => (cost == null ? '-' : `$${cost.toFixed(2)}`);
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString();
export const formatTotalTime = (minutes: number | null) => (minutes == null ? '-' : `${minutes}m total`);

/** 'Nm prep, Nm cook' when both exist: the Recipe Index's time column. */
export const formatPrepCook = (recipe: Pick<Recipe, 'prep_time' | 'cook_time'>) =>
  recipe.prep_time != null && recipe.cook_time != null
    ? `${recipe.prep_time}m prep, ${recipe.cook_time}m cook`
    : null;
