import { z } from 'zod';

export const PAGE_TYPES = ['single_recipe', 'recipe_list', 'blog_post', 'announcement', 'other'] as const;

/** Spec 3, URL validation result. */
export const urlValidationSchema = z.object({
  is_recipe: z.boolean(),
  confidence: z.number().min(0).max(100),
  reason: z.string(),
  page_type: z.enum(PAGE_TYPES),
  detected_recipes_count: z.number().int().min(0),
});
export type UrlValidation = z.infer<typeof urlValidationSchema>;
