import { SITE_ROUTES, type SiteModule, type SiteRoute } from '@viral/domain';
import { lazyRemote } from '@viral/ui';
import type { ComponentType } from 'react';

export type AppRoute = SiteRoute & { Screen: ComponentType };

const SCREENS: Record<SiteModule, ComponentType> = {
  'mf_feed/HomePage': lazyRemote(() => import('mf_feed/HomePage')),
  'mf_feed/ExplorePage': lazyRemote(() => import('mf_feed/ExplorePage')),
  'mf_feed/SearchPage': lazyRemote(() => import('mf_feed/SearchPage')),
  'mf_feed/TagIndexPage': lazyRemote(() => import('mf_feed/TagIndexPage')),
  'mf_feed/TagPage': lazyRemote(() => import('mf_feed/TagPage')),
  'mf_feed/TagExplorePage': lazyRemote(() => import('mf_feed/TagExplorePage')),
  'mf_feed/SavedPage': lazyRemote(() => import('mf_feed/SavedPage')),
  'mf_recipe/RecipePage': lazyRemote(() => import('mf_recipe/RecipePage')),
  'mf_admin/AdminApp': lazyRemote(() => import('mf_admin/AdminApp')),
};

/** Every page's route (domain's SITE_ROUTES) with the screen it renders; anything else is the shell's 404. */
export const ROUTES: AppRoute[] = SITE_ROUTES.map((route) => ({ ...route, Screen: SCREENS[route.module] }));
