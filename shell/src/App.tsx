import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router, useLocation } from 'wouter';
import { AppRoutes } from './AppRoutes.tsx';
import { AppErrorBoundary } from './components/AppErrorBoundary.tsx';
import type { AppRoute } from './route-table.ts';

type AppProps = {
  /** One cache for the page: remotes reach it through the shared @tanstack/react-query singleton. */
  queryClient: QueryClient;
  /** The browser's lazily loaded screens, or the server's (server/server-routes.ts). */
  routes: AppRoute[];
  /** On the server: the path and query being rendered (the browser reads its own location). */
  ssrPath?: string;
  ssrSearch?: string;
};

function RoutesWithErrorView({ routes }: { routes: AppRoute[] }) {
  const [location] = useLocation();
  return (
    <AppErrorBoundary resetKey={location}>
      <AppRoutes routes={routes} />
    </AppErrorBoundary>
  );
}

/** The whole app, the same tree on the server and in the browser, so the server's HTML hydrates. */
export function App({ queryClient, routes, ssrPath, ssrSearch }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router {...(ssrPath !== undefined && { ssrPath, ssrSearch: ssrSearch ?? '' })}>
        <RoutesWithErrorView routes={routes} />
      </Router>
    </QueryClientProvider>
  );
}
