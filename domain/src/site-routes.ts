import { parse } from 'regexparam';
import { PRODUCT_NAME } from './constants.ts';
import type { FirstRead } from './first-reads.ts';

/** A page of the site: the shell renders its module there; any other path is the 404 page. */
export interface SiteRoute {
  /** wouter pattern (regexparam syntax, as wouter matches it). */
  path: string;
  /** The federated module rendered there, named as in the console and the fallback logs. */
  module: string;
  /** Document title; null when the screen sets its own (the recipe page uses the recipe's title). */
  title: string | null;
  /**
   * The reads the screen starts with (first-reads.ts): the server makes them and renders the screen
   * from their answers, handed to the browser under the keys the screen asks by.
   */
  reads: readonly FirstRead[];
  /**
   * Rendered on the server by its own components (every public screen). The back-office is drawn
   * in the browser only: no search engine reads it.
   */
  serverRendered: boolean;
  /** Listed in the sitemap as it is (a page with no parameter that search engines should index). */
  inSitemap: boolean;
}

/** Every page's route, for the shell's router, the server renderer, the preloads and the sitemap alike. */
export const SITE_ROUTES = [
  {
    path: '/',
    module: 'mf_feed/HomePage',
    title: 'Trending Recipes',
    reads: ['featured', 'popular'],
    serverRendered: true,
    inSitemap: true,
  },
  {
    path: '/explore',
    module: 'mf_feed/ExplorePage',
    title: 'Explore',
    reads: ['firstSlide'],
    serverRendered: true,
    inSitemap: true,
  },
  {
    path: '/search',
    module: 'mf_feed/SearchPage',
    title: `Discover ${PRODUCT_NAME}`,
    reads: ['search'],
    serverRendered: true,
    inSitemap: true,
  },
  {
    path: '/categories',
    module: 'mf_feed/TagIndexPage',
    title: 'Viral #Tags',
    reads: ['usedTags'],
    serverRendered: true,
    inSitemap: true,
  },
  {
    path: '/tag/:slug',
    module: 'mf_feed/TagPage',
    title: 'Tag',
    reads: ['tag', 'relatedTags', 'tagRecipes'],
    serverRendered: true,
    inSitemap: false,
  },
  {
    path: '/category/:slug',
    module: 'mf_feed/TagPage',
    title: 'Tag',
    reads: ['tag', 'relatedTags', 'tagRecipes'],
    serverRendered: true,
    inSitemap: false,
  },
  {
    path: '/category-explore/:slug',
    module: 'mf_feed/TagExplorePage',
    title: 'Explore',
    reads: ['tag', 'firstSlide'],
    serverRendered: true,
    inSitemap: false,
  },
  {
    path: '/saved',
    module: 'mf_feed/SavedPage',
    title: 'Saved Recipes',
    // The visitor's own list: only their browser can ask for it.
    reads: [],
    serverRendered: true,
    inSitemap: false,
  },
  {
    path: '/recipe/:slug',
    module: 'mf_recipe/RecipePage',
    title: null,
    reads: ['recipe'],
    serverRendered: true,
    inSitemap: false,
  },
  // One entry for /admin, /admin/login and /admin/*, so moving around the back-office keeps it mounted.
  {
    path: '/admin/*?',
    module: 'mf_admin/AdminApp',
    title: null,
    reads: [],
    serverRendered: false,
    inSitemap: false,
  },
] as const satisfies readonly SiteRoute[];

export type SiteModule = (typeof SITE_ROUTES)[number]['module'];

const MATCHERS = SITE_ROUTES.map((route) => ({ route, ...parse(route.path) }));

/** A path or query as wouter reads it: escape sequences decoded (decodeURI), left as they are when broken. */
export function asRouterReadsIt(text: string): string {
  try {
    return text.includes('%') ? decodeURI(text) : text;
  } catch {
    return text;
  }
}

/** The route at a path (without its query) and its parameters as the screen reads them; null for the 404 page. */
export function matchSiteRoute(
  path: string,
): { route: (typeof SITE_ROUTES)[number]; params: Record<string, string> } | null {
  const decoded = asRouterReadsIt(path);
  for (const { route, pattern, keys } of MATCHERS) {
    const match = pattern.exec(decoded);
    if (!match) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, index) => {
      const value = match[index + 1];
      if (value !== undefined) params[key] = value;
    });
    return { route, params };
  }
  return null;
}

/** Whether the shell renders a page at this path (a path without its query), rather than its 404 page. */
export const isSitePath = (path: string): boolean => matchSiteRoute(path) !== null;

/** The back-office renders without the public header and footer. */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}
