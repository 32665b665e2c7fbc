import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { createQueryClient } from '@viral/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { ROUTES } from './route-table.ts';
import { SERVER_RENDERED_ATTRIBUTE, serverQueryState } from './server-handover.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} routes={ROUTES} />
  </StrictMode>
);
if (root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
  // The server rendered this screen from these answers: the same first render here, no second fetch.
  const state = serverQueryState();
  if (state) hydrate(queryClient, state);
  hydrateRoot(root, app);
} else {
  // As a transition the first render yields to the browser every few milliseconds instead of blocking
  // the main thread for its whole length (the page's total blocking time on slow phones).
  startTransition(() => {
    createRoot(root).render(app);
  });
}
