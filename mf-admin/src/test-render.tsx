import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Recipe } from '@viral/domain';
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

export function makeRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    id: 'r1',
    slug: 'garlic-butter-pasta',
    title: 'Garlic Butter Pasta',
    description: 'Silky pasta in ten minutes.',
    image_url: null,
    image_urls: [],
    source_url: null,
    difficulty: 'easy',
    prep_time: 5,
    cook_time: 10,
    total_time: 15,
    servings: 2,
    estimated_cost: 6.5,
    required_appliances: [],
    ingredients: [{ name: 'Spaghetti', amount: '200', unit: 'g' }],
    instructions: [
      { step: 1, description: 'Boil the pasta.' },
      { step: 2, description: 'Toss with garlic butter.' },
    ],
    nutrition_info: null,
    created_at: '2025-01-01T00:00:00.000Z',
    tags: [],
    recipe_stats: { views: 0, likes: 0, shares: 0, saves: 0 },
    ...overrides,
  };
}
