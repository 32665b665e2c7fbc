import type { Difficulty, Ingredient, Instruction, Nutrition, RecipeStats } from '@viral/domain';

/** A tag of the demo catalogue; categories are tags flagged is_category. */
export interface DemoTag {
  name: string;
  description: string;
  color: string;
  is_category: boolean;
}

/** A demo recipe, written for the seed; ages and stats are relative to seeding time. */
export interface DemoRecipe {
  slug: string;
  title: string;
  description: string;
  difficulty: Difficulty;
  prep_time: number;
  cook_time: number;
  total_time: number;
  servings: number;
  /** USD for the whole recipe, 2 decimals. */
  estimated_cost: number;
  /** Title Case, e.g. 'Oven', 'Air Fryer', 'Blender'. */
  required_appliances: string[];
  ingredients: Ingredient[];
  /** Steps numbered 1..n. */
  instructions: Instruction[];
  /** Per serving. */
  nutrition_info: Nutrition;
  /** Tag names from demoTags, at least one of them a category. */
  tags: string[];
  /** File name in db/demo-images/. */
  image: string;
  /** How long before seeding the recipe was created. */
  age_hours: number;
  stats: RecipeStats;
}
