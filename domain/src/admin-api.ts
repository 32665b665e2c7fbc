import { z } from 'zod';
import { MAX_PAGE_SIZE } from './api.ts';
import { PURGE_CONFIRMATION_WORD } from './constants.ts';
import { plainText } from './plain-text.ts';
import {
  difficultySchema,
  ingredientSchema,
  instructionSchema,
  nutritionSchema,
  recipeSchema,
} from './recipe.ts';
import { formatCountOf } from './text.ts';

/** Admin API shapes (ARCHITECTURE.md, API: Auth and Admin), shared by the bff, mf-admin and the CLI. */
export const ROLES = ['admin', 'user'] as const;
export const authUserSchema = z.object({ id: z.string(), email: z.string(), role: z.enum(ROLES) });
export type AuthUser = z.infer<typeof authUserSchema>;
export const meResponseSchema = z.object({ user: authUserSchema.nullable() });

export const loginRequestSchema = z.object({
  email: plainText().trim().min(1, 'is required').max(320),
  password: plainText().min(1, 'is required').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * What an API token may do: `read` the back-office's lists and figures, `import` recipes (and
 * read), `admin` everything else too (edits, deletes, purges, user and photo changes).
 */
export const API_TOKEN_SCOPES = ['read', 'import', 'admin'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
/** The scopes each scope carries with it: admin ⊇ import ⊇ read. */
const SCOPES_GRANTED: Record<ApiTokenScope, readonly ApiTokenScope[]> = {
  read: ['read'],
  import: ['import', 'read'],
  admin: ['admin', 'import', 'read'],
};
export const scopesGrant = (held: readonly ApiTokenScope[], needed: ApiTokenScope) =>
  held.some((scope) => SCOPES_GRANTED[scope].includes(needed));

export const apiTokenRequestSchema = z.object({
  name: plainText().trim().min(1).max(100),
  expires_in_days: z.number().int().min(1).max(3650).optional(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)).min(1).max(API_TOKEN_SCOPES.length),
});
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export const apiTokenListSchema = z.object({ items: z.array(apiTokenSchema) });

export const dashboardStatsSchema = z.object({
  total: z.number().int(),
  avgTime: z.number(),
  avgCost: z.number(),
  byDifficulty: z.object({ easy: z.number().int(), medium: z.number().int(), hard: z.number().int() }),
  /** Recipes with a stored video. */
  withVideo: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const ADMIN_RECIPES_PAGE_SIZE = 20;
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
export const adminRecipeQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, plainText().trim().max(200).optional()),
  difficulty: z.preprocess(blankToUndefined, difficultySchema.optional()),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(ADMIN_RECIPES_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export const adminRecipePageSchema = z.object({
  items: z.array(recipeSchema),
  /** Recipes matching the filters. */
  total: z.number().int(),
  /** Every recipe in the catalogue. */
  catalogue_total: z.number().int(),
});
export type AdminRecipePage = z.infer<typeof adminRecipePageSchema>;

const minutes = z.number().int('must be a whole number').min(0).max(100_000).nullable();
/** An edit from the edit dialog; every field optional, an update is all-or-nothing. */
export const recipeUpdateSchema = z
  .object({
    title: plainText().trim().min(1, 'Recipe title is required').max(300),
    description: plainText().trim().max(5000).nullable(),
    image_url: z.union([z.url({ protocol: /^https?$/ }), plainText().regex(/^\/[^/]/)]).nullable(),
    difficulty: difficultySchema.nullable(),
    prep_time: minutes,
    cook_time: minutes,
    total_time: minutes,
    servings: z.number().int('must be a whole number').min(0).max(10_000).nullable(),
    estimated_cost: z.number().min(0).max(1_000_000).nullable(),
    required_appliances: z.array(plainText().trim().min(1).max(100)).max(50),
    ingredients: z.array(ingredientSchema).max(200),
    instructions: z.array(instructionSchema).max(200),
    nutrition_info: nutritionSchema.nullable(),
    tags: z.array(plainText().max(80)).max(50),
  })
  .partial()
  .strict();
export type RecipeUpdate = z.infer<typeof recipeUpdateSchema>;

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
export const tagInputSchema = z.object({
  name: plainText().trim().min(1, 'is required').max(80),
  description: plainText().trim().max(500).nullable().optional(),
  color: z.string().regex(HEX_COLOR, 'must be a #RRGGBB colour').optional(),
  is_category: z.boolean().optional(),
});
export type TagInput = z.infer<typeof tagInputSchema>;

export const PURGE_TARGETS = ['recipes', 'tags', 'categories', 'stats', 'everything'] as const;
export type PurgeTarget = (typeof PURGE_TARGETS)[number];
export const purgeRequestSchema = z.object({
  target: z.enum(PURGE_TARGETS),
  confirm: z.literal(PURGE_CONFIRMATION_WORD, { message: `must be exactly "${PURGE_CONFIRMATION_WORD}"` }),
});
export const purgeCountsSchema = z.object({
  recipes: z.number().int(),
  tags: z.number().int(),
  categories: z.number().int(),
  recipe_stats: z.number().int(),
  interactions: z.number().int(),
});
export type PurgeCounts = z.infer<typeof purgeCountsSchema>;
/** What a purge says of the import jobs it cancelled first, or nothing when none was running. */
export function cancelledImportsNote(cancelled: number): string {
  return cancelled > 0 ? `${formatCountOf(cancelled, 'running import')} cancelled first.` : '';
}

export const purgeResultSchema = z.object({
  target: z.enum(PURGE_TARGETS),
  deleted: purgeCountsSchema.partial(),
  /** Import jobs still running when recipes were purged: cancelled first, so none of theirs comes back. */
  cancelled_import_jobs: z.number().int(),
});
