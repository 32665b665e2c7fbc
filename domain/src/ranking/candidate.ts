import type { Difficulty, RecipeStats } from '../recipe.ts';

/** What the ranking formulas need to know about a recipe. */
export interface RankingCandidate {
  id: string;
  created_at: Date;
  difficulty: Difficulty | null;
  stats: RecipeStats;
  /** Names of the recipe's tags. */
  tag_names: string[];
  /** Names of the recipe's tags that are categories. */
  category_names: string[];
}

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

export const ageInDays = (createdAt: Date, now: Date) =>
  Math.max(0, (now.getTime() - createdAt.getTime()) / DAY_MS);
