import {
  type Difficulty,
  type Ingredient,
  type Instruction,
  NUTRITION_DEFAULTS,
  type Nutrition,
} from '@viral/domain';
import type { ExtractedRecipe } from '../extract/extracted-recipe.ts';
import { inferAppliances, inferDifficulty } from './infer.ts';
import { chooseTags } from './recipe-tags.ts';
import { normaliseSourceUrl } from './source-url.ts';

/** A recipe ready to save: the spec's fields complete, tags chosen, source URL normalised. */
export interface RecipeDraft {
  title: string;
  description: string | null;
  image_url: string | null;
  image_urls: string[];
  source_url: string;
  difficulty: Difficulty;
  prep_time: number | null;
  cook_time: number | null;
  total_time: number | null;
  servings: number | null;
  estimated_cost: number | null;
  required_appliances: string[];
  ingredients: Ingredient[];
  instructions: Instruction[];
  nutrition_info: Nutrition;
  tags: string[];
}

export function normaliseRecipe(recipe: ExtractedRecipe): RecipeDraft {
  const appliances = inferAppliances(recipe.instructions);
  return {
    title: recipe.title,
    description: recipe.description,
    image_url: recipe.image_url,
    image_urls: recipe.image_urls,
    source_url: normaliseSourceUrl(recipe.source_url),
    difficulty: inferDifficulty(recipe.total_time, recipe.ingredients, recipe.instructions),
    prep_time: recipe.prep_time,
    cook_time: recipe.cook_time,
    total_time: recipe.total_time,
    servings: recipe.servings,
    estimated_cost: recipe.estimated_cost,
    required_appliances: appliances,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions.map((step, index) => ({ ...step, step: index + 1 })),
    // Spec 5: the defaults apply to whatever the page did not state.
    nutrition_info: { ...NUTRITION_DEFAULTS, ...recipe.nutrition },
    tags: chooseTags(recipe, appliances),
  };
}
