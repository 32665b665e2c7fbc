import type { Difficulty, Ingredient, Instruction, Nutrition } from '@viral/domain';

/** What extraction found on a page, before the defaults, inference and tags of normalisation. */
export interface ExtractedRecipe {
  title: string;
  description: string | null;
  image_url: string | null;
  image_urls: string[];
  source_url: string;
  prep_time: number | null;
  cook_time: number | null;
  total_time: number | null;
  servings: number | null;
  estimated_cost: number | null;
  ingredients: Ingredient[];
  instructions: Instruction[];
  nutrition: Partial<Nutrition> | null;
  /** What the source states; normalisation infers the rest. */
  difficulty: Difficulty | null;
  appliances: string[];
  tag_candidates: string[];
}
