import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@viral/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Router, Switch } from 'wouter';
import RecipePage from './pages/RecipePage.tsx';

// Standalone development only (`rspack dev` on port 3003); in production the shell renders RecipePage.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <Router>
          <Switch>
            <Route path="/recipe/:slug" component={RecipePage} />
            <Route>
              <p className="p-8">mf-recipe standalone: open /recipe/&lt;slug&gt;.</p>
            </Route>
          </Switch>
        </Router>
      </QueryClientProvider>
    </StrictMode>,
  );
}
