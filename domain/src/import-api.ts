import { z } from 'zod';
import { difficultySchema, ingredientSchema, instructionSchema, nutritionSchema } from './recipe.ts';

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

/** A recipe an import would save: the spec's fields complete, tags chosen, source URL normalised. */
export const recipeDraftSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  image_urls: z.array(z.string()),
  source_url: z.string(),
  difficulty: difficultySchema,
  prep_time: z.number().int().nullable(),
  cook_time: z.number().int().nullable(),
  total_time: z.number().int().nullable(),
  servings: z.number().int().nullable(),
  estimated_cost: z.number().nullable(),
  required_appliances: z.array(z.string()),
  ingredients: z.array(ingredientSchema),
  instructions: z.array(instructionSchema),
  nutrition_info: nutritionSchema,
  tags: z.array(z.string()),
});
export type RecipeDraft = z.infer<typeof recipeDraftSchema>;

/** POST /api/admin/extract: what validation says, and the recipe that would be saved. */
export const importPreviewSchema = z.object({
  validation: urlValidationSchema,
  recipe: recipeDraftSchema.nullable(),
  source: z.enum(IMPORT_SOURCES).nullable(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
