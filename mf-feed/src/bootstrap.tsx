import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, RemoteBoundary } from '@viral/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Router, Switch } from 'wouter';
import ExplorePage from './pages/ExplorePage.tsx';
import HomePage from './pages/HomePage.tsx';
import SavedPage from './pages/SavedPage.tsx';
import SearchPage from './pages/SearchPage.tsx';
import TagExplorePage from './pages/TagExplorePage.tsx';
import TagIndexPage from './pages/TagIndexPage.tsx';
import TagPage from './pages/TagPage.tsx';

// Standalone development only (`rspack dev` on port 3002); in production the shell renders these screens.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <Router>
          <RemoteBoundary name="mf_feed standalone">
            <Switch>
              <Route path="/" component={HomePage} />
              <Route path="/explore" component={ExplorePage} />
              <Route path="/search" component={SearchPage} />
              <Route path="/categories" component={TagIndexPage} />
              <Route path="/tag/:slug" component={TagPage} />
              <Route path="/category/:slug" component={TagPage} />
              <Route path="/category-explore/:slug" component={TagExplorePage} />
              <Route path="/saved" component={SavedPage} />
            </Switch>
          </RemoteBoundary>
        </Router>
      </QueryClientProvider>
    </StrictMode>,
  );
}
