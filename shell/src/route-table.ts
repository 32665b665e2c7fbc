import { PRODUCT_NAME } from '@viral/domain';
import { lazyRemote } from '@viral/ui';
import type { ComponentType } from 'react';

export type AppRoute = {
  /** wouter pattern. */
  path: string;
  /** The federated module rendered there, named as in the console and the fallback logs. */
  module: string;
  Screen: ComponentType;
  /** Document title; null when the screen sets its own (the recipe page uses the recipe's title). */
  title: string | null;
};

const HomePage = lazyRemote(() => import('mf_feed/HomePage'));
const ExplorePage = lazyRemote(() => import('mf_feed/ExplorePage'));
const SearchPage = lazyRemote(() => import('mf_feed/SearchPage'));
const TagIndexPage = lazyRemote(() => import('mf_feed/TagIndexPage'));
const TagPage = lazyRemote(() => import('mf_feed/TagPage'));
const TagExplorePage = lazyRemote(() => import('mf_feed/TagExplorePage'));
const SavedPage = lazyRemote(() => import('mf_feed/SavedPage'));
const RecipePage = lazyRemote(() => import('mf_recipe/RecipePage'));
const AdminApp = lazyRemote(() => import('mf_admin/AdminApp'));

/** Every page's route; anything else is the shell's 404. */
export const ROUTES: AppRoute[] = [
  { path: '/', module: 'mf_feed/HomePage', Screen: HomePage, title: 'Trending Recipes' },
  { path: '/explore', module: 'mf_feed/ExplorePage', Screen: ExplorePage, title: 'Explore' },
  { path: '/search', module: 'mf_feed/SearchPage', Screen: SearchPage, title: `Discover ${PRODUCT_NAME}` },
  { path: '/categories', module: 'mf_feed/TagIndexPage', Screen: TagIndexPage, title: 'Viral #Tags' },
  { path: '/tag/:slug', module: 'mf_feed/TagPage', Screen: TagPage, title: 'Tag' },
  { path: '/category/:slug', module: 'mf_feed/TagPage', Screen: TagPage, title: 'Tag' },
  {
    path: '/category-explore/:slug',
    module: 'mf_feed/TagExplorePage',
    Screen: TagExplorePage,
    title: 'Explore',
  },
  { path: '/saved', module: 'mf_feed/SavedPage', Screen: SavedPage, title: 'Saved Recipes' },
  { path: '/recipe/:slug', module: 'mf_recipe/RecipePage', Screen: RecipePage, title: null },
  // One entry for /admin, /admin/login and /admin/*, so moving around the back-office keeps it mounted.
  { path: '/admin/*?', module: 'mf_admin/AdminApp', Screen: AdminApp, title: null },
];

/** The back-office renders without the public header and footer. */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}
