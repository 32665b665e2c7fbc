import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { SITE_ROUTES, type SiteModule } from '@viral/domain';
import { lazyRemote, RemoteErrorFallback } from '@viral/ui';
import type { ComponentType } from 'react';
import type { AppRoute } from '../route-table.ts';

type ScreenModule = { default: ComponentType };

/**
 * The routes as the server renders them: each screen loaded from its remote's server container at
 * the entries given (`registerRemotes` replaces a moved remote, so the next page renders the new code).
 * React.lazy keeps what it loaded, so a new set of entries gets new screens.
 */
export function serverRoutes(entries: Record<string, string>): AppRoute[] {
  registerRemotes(
    Object.entries(entries).map(([name, entry]) => ({ name, entry, type: 'commonjs-module' })),
    { force: true },
  );
  const screen = (module: SiteModule) =>
    lazyRemote(async () => {
      const loaded = await loadRemote<ScreenModule>(module);
      if (!loaded) throw new Error(`${module} did not load`);
      return loaded;
    });
  return SITE_ROUTES.map((route) => ({ ...route, Screen: screen(route.module) }));
}

function FailedOnServer(): never {
  throw new Error('this area failed on the server; the browser renders it');
}

/**
 * The routes of a page whose screen failed on the server: the area shows its fallback in the HTML,
 * and the browser renders it afresh (React renders a server-failed area in the browser), as it retries today.
 */
export function failedRoutes(routes: AppRoute[]): AppRoute[] {
  return routes.map((route) => ({
    ...route,
    Screen: FailedOnServer,
    loading: <RemoteErrorFallback onRetry={() => {}} />,
  }));
}
