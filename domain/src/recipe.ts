import { z } from 'zod';
import { DIFFICULTIES } from './constants.ts';
import { storedImageSchema } from './media-schemas.ts';
import { plainText } from './plain-text.ts';

export const difficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficultySchema>;

export const ingredientSchema = z.object({
  name: plainText().min(1),
  amount: plainText().nullable().optional(),
  unit: plainText().nullable().optional(),
  notes: plainText().nullable().optional(),
  /** The line as the source page wrote it (imports only). */
  original: plainText().nullable().optional(),
  /** The heading of the group this ingredient is listed under ('For the sauce'), when the source has groups. */
  group: plainText().nullable().optional(),
});
export type Ingredient = z.infer<typeof ingredientSchema>;

export const instructionSchema = z.object({
  step: z.number().int().positive(),
  description: plainText().min(1),
  time: z.number().int().nonnegative().nullable().optional(),
  temperature: plainText().nullable().optional(),
  notes: plainText().nullable().optional(),
  /** The heading of the part of the recipe this step belongs to ('For the glaze'), when the source has parts. */
  section: plainText().nullable().optional(),
});
export type Instruction = z.infer<typeof instructionSchema>;

export const nutritionSchema = z.object({
  calories: z.number().nonnegative(),
  protein: z.number().nonnegative(),
  carbs: z.number().nonnegative(),
  fat: z.number().nonnegative(),
  fiber: z.number().nonnegative(),
  sugar: z.number().nonnegative(),
  sodium: z.number().nonnegative(),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

export const recipeStatsSchema = z.object({
  views: z.number().int().nonnegative(),
  likes: z.number().int().nonnegative(),
  shares: z.number().int().nonnegative(),
  saves: z.number().int().nonnegative(),
});
export type RecipeStats = z.infer<typeof recipeStatsSchema>;

export const tagSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  is_category: z.boolean(),
  created_at: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

/**
 * A recipe's video as the site stores and serves it: an H.264/AAC MP4 (byte ranges answered) and
 * its poster frame, a stored photo (null when it could not be stored).
 */
export const recipeVideoSchema = z.object({
  /** Where the MP4 is served: `/media/videos/…mp4`. */
  url: z.string(),
  poster: storedImageSchema.nullable(),
  /** One address of the poster, for a `<video poster>`: its widest stored width, in a format every browser reads. */
  poster_url: z.string().nullable(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  duration_seconds: z.number().nonnegative(),
});
export type RecipeVideo = z.infer<typeof recipeVideoSchema>;

/** A recipe as the API returns it: its fields plus its tags and stats. */
export const recipeSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  image_urls: z.array(z.string()),
  /** The photo the site stores and serves itself; null until image_url has been fetched and stored. */
  image: storedImageSchema.nullable().optional(),
  /** The recipe's video once the site has stored one; null while none is (or it was refused). */
  video: recipeVideoSchema.nullable().optional(),
  /**
   * The page's video when it is kept as a link, not stored (an HLS playlist, a YouTube or Vimeo
   * player): shown as an external link on the recipe's page. Null otherwise.
   */
  video_link: z.string().nullable().optional(),
  source_url: z.string().nullable(),
  difficulty: difficultySchema.nullable(),
  prep_time: z.number().int().nullable(),
  cook_time: z.number().int().nullable(),
  total_time: z.number().int().nullable(),
  servings: z.number().int().nullable(),
  estimated_cost: z.number().nullable(),
  required_appliances: z.array(z.string()),
  ingredients: z.array(ingredientSchema),
  instructions: z.array(instructionSchema),
  nutrition_info: nutritionSchema.nullable(),
  created_at: z.string(),
  tags: z.array(tagSchema),
  recipe_stats: recipeStatsSchema,
});
export type Recipe = z.infer<typeof recipeSchema>;

/**
 * A recipe as lists show it (cards, rows, search results): what a card draws. Its tags and the
 * cooking itself (ingredients, steps, nutrition, appliances) and the source are read only on the
 * recipe's own page, so a list page carries a fraction of the bytes and no tag lookups.
 */
export const recipeSummarySchema = recipeSchema.omit({
  image_urls: true,
  video_link: true,
  source_url: true,
  required_appliances: true,
  ingredients: true,
  instructions: true,
  nutrition_info: true,
  tags: true,
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;
