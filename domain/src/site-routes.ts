import { parse } from 'regexparam';
import { PRODUCT_NAME } from './constants.ts';

/** A page of the site: the shell renders its module there; any other path is the 404 page. */
export interface SiteRoute {
  /** wouter pattern (regexparam syntax, as wouter matches it). */
  path: string;
  /** The federated module rendered there, named as in the console and the fallback logs. */
  module: string;
  /** Document title; null when the screen sets its own (the recipe page uses the recipe's title). */
  title: string | null;
}

/** Every page's route, for the shell's router and the bff's answers alike. */
export const SITE_ROUTES = [
  { path: '/', module: 'mf_feed/HomePage', title: 'Trending Recipes' },
  { path: '/explore', module: 'mf_feed/ExplorePage', title: 'Explore' },
  { path: '/search', module: 'mf_feed/SearchPage', title: `Discover ${PRODUCT_NAME}` },
  { path: '/categories', module: 'mf_feed/TagIndexPage', title: 'Viral #Tags' },
  { path: '/tag/:slug', module: 'mf_feed/TagPage', title: 'Tag' },
  { path: '/category/:slug', module: 'mf_feed/TagPage', title: 'Tag' },
  { path: '/category-explore/:slug', module: 'mf_feed/TagExplorePage', title: 'Explore' },
  { path: '/saved', module: 'mf_feed/SavedPage', title: 'Saved Recipes' },
  { path: '/recipe/:slug', module: 'mf_recipe/RecipePage', title: null },
  // One entry for /admin, /admin/login and /admin/*, so moving around the back-office keeps it mounted.
  { path: '/admin/*?', module: 'mf_admin/AdminApp', title: null },
] as const satisfies readonly SiteRoute[];

export type SiteModule = (typeof SITE_ROUTES)[number]['module'];

const PATTERNS = SITE_ROUTES.map((route) => parse(route.path).pattern);

/** Whether the shell renders a page at this path (a path without its query), rather than its 404 page. */
export const isSitePath = (path: string): boolean => PATTERNS.some((pattern) => pattern.test(path));

/** The back-office renders without the public header and footer. */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}
