import { NUTRITION_DEFAULTS, normaliseTagNames, type RecipeDraft, titleCase } from '@viral/domain';
import type { ExtractedRecipe } from '../extract/extracted-recipe.ts';
import { inferAppliances, inferDifficulty } from './infer.ts';
import { chooseTags } from './recipe-tags.ts';
import { normaliseSourceUrl } from './source-url.ts';

export type { RecipeDraft } from '@viral/domain';

export function normaliseRecipe(recipe: ExtractedRecipe): RecipeDraft {
  // Ingredient names, tags and appliances in Title Case, whoever extracted them.
  const appliances = normaliseTagNames([...recipe.appliances, ...inferAppliances(recipe.instructions)]);
  const ingredients = recipe.ingredients.map((i) => ({ ...i, name: titleCase(i.name) }));
  return {
    title: recipe.title,
    description: recipe.description,
    image_url: recipe.image_url,
    image_urls: recipe.image_urls,
    source_url: normaliseSourceUrl(recipe.source_url),
    difficulty: recipe.difficulty ?? inferDifficulty(recipe.total_time, ingredients, recipe.instructions),
    prep_time: recipe.prep_time,
    cook_time: recipe.cook_time,
    total_time: recipe.total_time,
    servings: recipe.servings,
    estimated_cost: recipe.estimated_cost,
    required_appliances: appliances,
    ingredients,
    instructions: recipe.instructions.map((step, index) => ({ ...step, step: index + 1 })),
    // The nutrition defaults apply to whatever the page did not state.
    nutrition_info: { ...NUTRITION_DEFAULTS, ...recipe.nutrition },
    tags: chooseTags(recipe, appliances),
  };
}
