import { isAdminPath } from '@viral/domain';
import { Route, Switch, useLocation } from 'wouter';
import { NotFoundPage } from './components/NotFoundPage.tsx';
import { RemoteScreen } from './components/RemoteScreen.tsx';
import { SiteLayout } from './components/SiteLayout.tsx';
import { ROUTES } from './route-table.ts';

/** Each route's remote screen inside its own RemoteBoundary; public routes inside the site layout. */
export function AppRoutes() {
  const [location] = useLocation();
  const routes = (
    <Switch>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          <RemoteScreen route={route} />
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
  return isAdminPath(location) ? routes : <SiteLayout>{routes}</SiteLayout>;
}
