import { DIFFICULTIES, PAGE_TYPES } from '@viral/domain';
import { z } from 'zod';

/** Strict structured output needs every field present, so "optional" here means nullable. */
export const aiValidationSchema = z.object({
  is_recipe: z.boolean(),
  confidence: z.number(),
  reason: z.string(),
  page_type: z.enum(PAGE_TYPES),
  detected_recipes_count: z.number(),
});

export const aiRecipeSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  difficulty: z.enum(DIFFICULTIES).nullable(),
  prep_time: z.number().nullable(),
  cook_time: z.number().nullable(),
  total_time: z.number().nullable(),
  servings: z.number().nullable(),
  estimated_cost: z.number().nullable(),
  required_appliances: z.array(z.string()),
  ingredients: z.array(
    z.object({
      name: z.string(),
      amount: z.string().nullable(),
      unit: z.string().nullable(),
      notes: z.string().nullable(),
    }),
  ),
  instructions: z.array(
    z.object({
      step: z.number(),
      description: z.string(),
      time: z.number().nullable(),
      temperature: z.string().nullable(),
    }),
  ),
  tags: z.array(z.string()),
  image_urls: z.array(z.string()),
  nutrition_info: z
    .object({
      calories: z.number(),
      protein: z.number(),
      carbs: z.number(),
      fat: z.number(),
      fiber: z.number(),
      sugar: z.number(),
      sodium: z.number(),
    })
    .nullable(),
});
export type AiRecipe = z.infer<typeof aiRecipeSchema>;
