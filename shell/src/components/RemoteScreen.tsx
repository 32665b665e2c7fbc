import { RemoteBoundary, usePageTitle } from '@viral/ui';
import type { AppRoute } from '../route-table.ts';
import { ScreenLoading } from './ScreenLoading.tsx';
import { ScreenReady } from './ScreenReady.tsx';

function RouteTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

/** One route's federated screen: loading state, per-remote fallback and document title. */
export function RemoteScreen({ route }: { route: AppRoute }) {
  return (
    <>
      {route.title !== null && <RouteTitle title={route.title} />}
      <RemoteBoundary name={route.module} loading={route.loading ?? <ScreenLoading />}>
        <route.Screen />
        <ScreenReady />
      </RemoteBoundary>
    </>
  );
}
