import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The recipe page's secondary calls, answered harmlessly unless a test overrides them. */
export const quietHandlers = [
  http.get('/api/recipes/:id/similar', () => HttpResponse.json({ items: [] })),
  http.get('/api/recipes/trending', () => HttpResponse.json({ items: [] })),
  http.get('/api/recipes/:id/interactions', () => HttpResponse.json({ isLiked: false, isSaved: false })),
  http.post('/api/recipes/:id/view', () => HttpResponse.json({ counted: true, views: 1 })),
];

/** An msw server for one test file, reset after each test. */
export function startTestServer() {
  const server = setupServer(...quietHandlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}
