import { z } from 'zod';
import { difficultySchema, nutritionSchema, recipeSchema } from './recipe.ts';

export const PAGE_TYPES = ['single_recipe', 'recipe_list', 'blog_post', 'announcement', 'other'] as const;

/** What URL validation says about a page: recipe or not, how sure, and what kind of page. */
export const urlValidationSchema = z.object({
  is_recipe: z.boolean(),
  confidence: z.number().min(0).max(100),
  reason: z.string(),
  page_type: z.enum(PAGE_TYPES),
  detected_recipes_count: z.number().int().min(0),
});
export type UrlValidation = z.infer<typeof urlValidationSchema>;

/**
 * Where an imported recipe came from: the page's schema.org data, the recipe card the page shows,
 * the data completed from the card, or the AI model.
 */
export const IMPORT_SOURCES = ['structured-data', 'page', 'structured-data+page', 'ai'] as const;

/**
 * A recipe an import would save: the spec's fields complete, tags chosen, source URL normalised.
 * The saved recipe's fields (recipeSchema), with the ones an import always fills made required and
 * tags given by name.
 */
export const recipeDraftSchema = recipeSchema
  .extend({
    source_url: z.string(),
    difficulty: difficultySchema,
    nutrition_info: nutritionSchema,
    tags: z.array(z.string()),
  })
  .pick({
    title: true,
    description: true,
    image_url: true,
    image_urls: true,
    source_url: true,
    difficulty: true,
    prep_time: true,
    cook_time: true,
    total_time: true,
    servings: true,
    estimated_cost: true,
    required_appliances: true,
    ingredients: true,
    instructions: true,
    nutrition_info: true,
    tags: true,
  });
export type RecipeDraft = z.infer<typeof recipeDraftSchema>;

/** POST /api/admin/extract: what validation says, and the recipe that would be saved. */
export const importPreviewSchema = z.object({
  validation: urlValidationSchema,
  recipe: recipeDraftSchema.nullable(),
  source: z.enum(IMPORT_SOURCES).nullable(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
