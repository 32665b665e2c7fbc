import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@viral/ui';
import { Router, useLocation } from 'wouter';
import { AppRoutes } from './AppRoutes.tsx';
import { AppErrorBoundary } from './components/AppErrorBoundary.tsx';

// One cache for the page: remotes reach it through the shared @tanstack/react-query singleton.
const queryClient = createQueryClient();

function RoutesWithErrorView() {
  const [location] = useLocation();
  return (
    <AppErrorBoundary resetKey={location}>
      <AppRoutes />
    </AppErrorBoundary>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Router>
        <RoutesWithErrorView />
      </Router>
    </QueryClientProvider>
  );
}
