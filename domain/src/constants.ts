/** The product's business constants, named after the rule each one sets. */
export const PRODUCT_NAME = 'Recipes';
export const COPYRIGHT_YEAR = 2025;

export const MIN_VALIDATION_CONFIDENCE = 70;
export const AI_TOKEN_LIMITS = { extraction: 3000, validation: 500, imageFix: 200 } as const;
export const AI_TEMPERATURE = 0.1;
export const NUTRITION_DEFAULTS = {
  calories: 350,
  protein: 15,
  carbs: 45,
  fat: 12,
  fiber: 3,
  sugar: 8,
  sodium: 650,
} as const;

export const HOME_FEATURED_COUNT = 3;
export const HOME_POPULAR_COUNT = 8;
export const HOME_PLACEHOLDER_COUNT = 12;
export const SIMILAR_RECIPES_COUNT = 4;
export const DETAIL_TRENDING_COUNT = 4;
export const RELATED_TAGS_COUNT = 10;
export const TAG_PAGE_EXCLUDED_RECENT = 10;
export const TAG_INDEX = { categories: 12, trendingTags: 20, skeletons: 12 } as const;
export const TAG_CHOOSER_COUNT = 30;
export const SEARCH_SKELETON_COUNT = 8;
export const DASHBOARD_RECENT_COUNT = 10;

export const TRENDING_WINDOW_HOURS = 24;
/** Popular: the most viewed recipes of the last 24 hours (counted per clock hour). */
export const POPULAR_WINDOW_HOURS = 24;
/** Hourly view counts older than this are pruned: twice the Popular window, for a margin. */
export const VIEW_HOURS_KEPT = 48;
export const NEW_RECIPE_DAYS = 7;
export const TAG_EXPLORE_RECENCY = { days: 30, perDay: 10 } as const;
export const TAG_EXPLORE_WEIGHTS = { view: 1, like: 15, share: 25, save: 20 } as const;
export const SITEWIDE_ENGAGEMENT_WEIGHTS = { view: 1, like: 10, share: 15, save: 12 } as const;
/** Seconds of recency worth ten times the engagement in the stored trending score (3 days). */
export const TRENDING_DECAY_SECONDS = 259_200;
export const BUCKET_SPLIT = { top: 0.3, middle: 0.4, bottom: 0.3 } as const;
export const PREFERENCE_WEIGHTS = { view: 1, like: 3, share: 5, chosenCategory: 10 } as const;
/**
 * Bounds of the interaction record's preference weights: each recorded interaction first fades every weight
 * (so old tastes give way), no weight exceeds the cap, and a family keeps its strongest keys only.
 * With views alone a weight settles at view / (1 - decay) = 20, the cap.
 */
export const PREFERENCE_WEIGHT_BOUNDS = { cap: 20, decay: 0.95, keysPerFamily: 20, dropBelow: 0.1 } as const;

export const SWIPE_THRESHOLD_PX = 50;
export const VIEW_RECORDED_AFTER_MS = 500;
export const MOBILE_BREAKPOINT_PX = 768;
export const SWIPE_HINT_HIDE_AFTER = 3;
export const SHARE_DIALOG_CLOSE_MS = 500;
export const HEADER_SCROLL_THRESHOLD_PX = 10;
export const ONBOARDING_TIMINGS_MS = { open: 1000, completionRedirect: 2000, exploreRedirect: 500 } as const;
export const ADD_RECIPE_REDIRECT_MS = 2000;
export const EXPLORE_PREFERENCE_REDIRECT_MS = 100;

export const CACHE_MS = { recipes: 5 * 60_000, interactions: 5 * 60_000, adminSession: 10 * 60_000 } as const;

export const DEFAULT_TAG_COLOR = '#6B7280';
export const PURGE_CONFIRMATION_WORD = 'DELETE';
export const EXPLORE_PREFERENCE_ENABLED = 'enabled';

/** The initial like state is fetched for the first 5 feed items, 300 ms after load. */
export const INITIAL_LIKE_STATE = { items: 5, afterMs: 300 } as const;
/** Sitewide preload: current + 5 ahead (2 high, 2 medium, 1 low) + 2 behind, batches of 3. */
export const SITEWIDE_PRELOAD = { ahead: 5, behind: 2, batchSize: 3 } as const;
/** Swipe-feed tags shown per item, the rest as '+N'. */
export const FEED_TAGS_SHOWN = { mobile: 3, desktop: 4 } as const;
/** The share message and e-mail subject. */
export const shareMessage = (title: string, host: string) =>
  `Check out this viral recipe: ${title} - Found on ${host}!`;
export const shareSubject = (title: string) => `Viral Recipe: ${title}`;

/** The header that carries the browser's anonymous session id (here, not in api.ts, so browsers do not pull in zod for it). */
export const SESSION_HEADER = 'X-Session-Id';

/**
 * Constants the browser apps use live here, not beside the schemas: a module that builds zod schemas
 * probes for `new Function` when loaded, which the pages' Content-Security-Policy reports.
 */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const SEARCH_PAGE_SIZE = 24;
/** Recipes per request on a tag page; more come as the visitor scrolls. */
export const TAG_PAGE_SIZE = 48;

/** The nutrients a recipe may list, in display order, with their units (calories bare). */
export const NUTRITION_UNITS = {
  calories: '',
  protein: 'g',
  carbs: 'g',
  fat: 'g',
  fiber: 'g',
  sugar: 'g',
  sodium: 'mg',
} as const;
export type Nutrient = keyof typeof NUTRITION_UNITS;
