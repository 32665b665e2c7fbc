import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createQueryClient } from '@viral/ui';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/** Renders `ui` at `path` with a fresh, non-retrying query cache; `location.history` records moves. */
export function renderAt(path: string, ui: ReactNode) {
  const location = memoryLocation({ path, record: true });
  const client = createQueryClient({ retry: false });
  const result = render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>{ui}</Router>
    </QueryClientProvider>,
  );
  return { ...result, location, client };
}

export const ADMIN_USER = { id: 'u1', email: 'admin@example.test', role: 'admin' as const };
export const signedInAs = (user: typeof ADMIN_USER | null) =>
  http.get('/api/auth/me', () => HttpResponse.json({ user }));
