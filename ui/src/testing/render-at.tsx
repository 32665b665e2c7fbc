import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../query-client.ts';

/** Renders `ui` at `path` (matched against `pattern`) with a fresh, non-retrying query cache. */
export function renderAt(path: string, pattern: string, ui: ReactNode) {
  const location = memoryLocation({ path, record: true });
  const client = createQueryClient({ retry: false });
  const result = render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path={pattern}>{ui}</Route>
      </Router>
    </QueryClientProvider>,
  );
  return { ...result, location };
}
