import { filtersToSearch, type SearchFilters } from './search-filters.ts';

/**
 * The reads public screens start with. The screen asks by the key its function here builds; the
 * server makes the same read (with the API's own functions), renders the screen from the answer and
 * hands it over under that same key, so the browser does not ask again.
 */
export type FirstRead =
  | 'featured'
  | 'popular'
  | 'search'
  | 'usedTags'
  | 'tag'
  | 'relatedTags'
  | 'tagRecipes'
  | 'recipe'
  | 'firstSlide';

/** GET /api/recipes/:slug. */
export const recipeReadKey = (slug: string) => ['recipe', slug] as const;
/** GET /api/recipes/featured and /api/recipes/popular, the home page's lists. */
export const recipeListKey = (list: 'featured' | 'popular') => ['recipes', list] as const;
/** GET /api/recipes with the search screen's filters (an infinite query: pages follow `next_cursor`). */
export const searchReadKey = (filters: SearchFilters) =>
  ['recipes', 'search', filtersToSearch(filters)] as const;
/** GET /api/tags?used=true, the tag index. */
export const usedTagsKey = () => ['tags', 'used'] as const;
/** GET /api/tags/:slug. */
export const tagReadKey = (slug: string) => ['tag', slug] as const;
/** GET /api/tags/:slug/related. */
export const relatedTagsKey = (slug: string) => ['tag', slug, 'related'] as const;
/** GET /api/tags/:slug/recipes without the recipes excluded (an infinite query). */
export const tagRecipesKey = (slug: string, exclude: readonly string[]) =>
  ['tag', slug, 'recipes', exclude] as const;
/**
 * The explore feed's first slide as a visitor with nothing recorded gets it: the server renders it,
 * and the screen shows it first while it asks for the feed ranked for this browser.
 */
export const firstSlideKey = (tag?: string) => ['feed', tag ?? 'sitewide', 'first-slide'] as const;

/** How long a shared cache may serve an anonymous read as fresh, then stale while it refreshes it (seconds). */
export interface Freshness {
  sharedMaxAge: number;
  staleWhileRevalidate: number;
}

/** Lists that move with views and likes stay seconds old; a recipe or a tag changes only when the admin edits it. */
export const READ_FRESHNESS = {
  movingList: { sharedMaxAge: 30, staleWhileRevalidate: 300 },
  oneRecipe: { sharedMaxAge: 60, staleWhileRevalidate: 600 },
  tags: { sharedMaxAge: 300, staleWhileRevalidate: 3600 },
  similar: { sharedMaxAge: 300, staleWhileRevalidate: 3600 },
} as const satisfies Record<string, Freshness>;
const { movingList: MOVING_LIST, oneRecipe: ONE_RECIPE, tags: TAGS } = READ_FRESHNESS;

/**
 * Where the browser asks each first read of the API, and how fresh a shared cache keeps it; null for
 * a read that is personal (the feed is ranked for each browser). More specific paths come first.
 */
export const FIRST_READ_API: Record<FirstRead, { path: RegExp; freshness: Freshness } | null> = {
  featured: { path: /^\/api\/recipes\/featured$/, freshness: MOVING_LIST },
  popular: { path: /^\/api\/recipes\/popular$/, freshness: MOVING_LIST },
  search: { path: /^\/api\/recipes$/, freshness: MOVING_LIST },
  usedTags: { path: /^\/api\/tags$/, freshness: TAGS },
  tag: { path: /^\/api\/tags\/[^/]+$/, freshness: TAGS },
  relatedTags: { path: /^\/api\/tags\/[^/]+\/related$/, freshness: TAGS },
  tagRecipes: { path: /^\/api\/tags\/[^/]+\/recipes$/, freshness: ONE_RECIPE },
  recipe: { path: /^\/api\/recipes\/[^/]+$/, freshness: ONE_RECIPE },
  firstSlide: null,
};
