import { z } from 'zod';
import { preferenceWeightsSchema } from './interactions/feed-preference-schema.ts';
import { plainText } from './plain-text.ts';
import { difficultySchema, recipeSchema, recipeSummarySchema, tagSchema } from './recipe.ts';

/** An unset or empty filter value is inactive. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z.string().max(120).regex(SLUG_PATTERN, 'must be a lower-case slug');
const commaList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(item).max(max, `at most ${max} values`),
  );

export const MAX_PAGE_SIZE = 50;

export const recipeSearchQuerySchema = z.object({
  q: optionalParam(plainText().trim().max(200)),
  difficulty: optionalParam(difficultySchema),
  maxTime: optionalParam(z.coerce.number().int().min(1).max(100_000)),
  maxCost: optionalParam(z.coerce.number().min(0).max(1_000_000)),
  tags: optionalParam(commaList(slugSchema, 20)),
  limit: optionalParam(z.coerce.number().int().min(1).max(MAX_PAGE_SIZE)),
  cursor: optionalParam(plainText().max(300)),
});
export type RecipeSearchQuery = z.infer<typeof recipeSearchQuerySchema>;

export const recipePageSchema = z.object({
  items: z.array(recipeSummarySchema),
  /** Exact up to 1,000 matches; beyond that 1,000 with total_capped true ('1,000+'). */
  total: z.number().int(),
  total_capped: z.boolean(),
  next_cursor: z.string().nullable(),
});
export type RecipePage = z.infer<typeof recipePageSchema>;
/** A page of a tag's recipes; `hidden` says how many of the excluded ids (the visitor's last viewed) carry the tag. */
export const tagRecipePageSchema = recipePageSchema.extend({ hidden: z.number().int() });
export const recipeListSchema = z.object({ items: z.array(recipeSummarySchema) });

export const trendingQuerySchema = z.object({
  by: optionalParam(z.enum(['likes', 'views'])),
  limit: optionalParam(z.coerce.number().int().min(1).max(20)),
  exclude: optionalParam(z.uuid()),
});

export const tagWithUsageSchema = z.object({
  tag: tagSchema,
  usage_count: z.number().int(),
  /** A photo from the tag's own recipes (public list only); none means the tag's colour tile. */
  image_url: z.string().nullable().optional(),
});
export type TagWithUsage = z.infer<typeof tagWithUsageSchema>;
export const relatedTagSchema = z.object({ tag: tagSchema, co_occurrences: z.number().int() });
export type RelatedTag = z.infer<typeof relatedTagSchema>;

export const tagRecipesQuerySchema = z.object({
  exclude: optionalParam(commaList(z.uuid(), 50)),
  limit: optionalParam(z.coerce.number().int().min(1).max(MAX_PAGE_SIZE)),
  cursor: optionalParam(plainText().max(300)),
});

export const feedRequestSchema = z.object({
  /** A tag's slug for its explore feed; absent for the sitewide feed. */
  tag: slugSchema.optional(),
  categories: z.array(plainText().trim().min(1).max(80)).max(50).default([]),
  recently_viewed: z
    .array(z.object({ id: z.uuid(), viewed_at: z.iso.datetime({ offset: true }) }))
    .max(200)
    .default([]),
  liked_ids: z.array(z.uuid()).max(500).default([]),
  difficulty_weights: z
    .object({
      easy: z.number().min(0).max(10_000),
      medium: z.number().min(0).max(10_000),
      hard: z.number().min(0).max(10_000),
    })
    .partial()
    .default({}),
  /** The interaction record's cuisine, meal, cooking-method and dietary weights, by tag slug. */
  preference_weights: preferenceWeightsSchema.default({}),
  time_zone: plainText().max(64).optional(),
  total_views: z.number().int().min(0).max(1_000_000).default(0),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1)
    .optional(),
  limit: z.number().int().min(1).max(100).default(50),
});
export type FeedRequest = z.input<typeof feedRequestSchema>;

export const feedItemSchema = recipeSchema.extend({ engagement_score: z.number() });
export type FeedItem = z.infer<typeof feedItemSchema>;

export const SHARE_CHANNELS = [
  'copy',
  'facebook',
  'twitter',
  'whatsapp',
  'pinterest',
  'telegram',
  'email',
  'sms',
  'native',
] as const;
export const shareRequestSchema = z.object({ channel: z.enum(SHARE_CHANNELS) });

export const viewResultSchema = z.object({ counted: z.boolean(), views: z.number().int() });
export const likeResultSchema = z.object({ liked: z.boolean(), likes: z.number().int() });
export const saveResultSchema = z.object({ saved: z.boolean(), saves: z.number().int() });
export const shareResultSchema = z.object({ shares: z.number().int() });
export const savedRecipesQuerySchema = z.object({
  limit: optionalParam(z.coerce.number().int().min(1).max(MAX_PAGE_SIZE)),
  cursor: optionalParam(plainText().max(300)),
});
/** A visitor's saved recipes, the latest saved first. */
export const savedRecipesPageSchema = z.object({
  items: z.array(recipeSummarySchema),
  next_cursor: z.string().nullable(),
});
export type SavedRecipesPage = z.infer<typeof savedRecipesPageSchema>;
export const interactionsSchema = z.object({ isLiked: z.boolean(), isSaved: z.boolean() });

export const sessionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, 'must be 8-128 letters, digits, - or _');
