import { screen, within } from '@testing-library/react';
import { makeRecipeSummary } from '@viral/domain/testing';
import { renderAt } from '@viral/ui/testing';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../test-server.ts';
import { RelatedRecipes } from './RelatedRecipes.tsx';

const server = startTestServer();
const RECIPE_ID = '11111111-1111-4111-8111-111111111111';
const recipe = (n: number) =>
  makeRecipeSummary({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: `dish-${n}`,
    title: `Dish ${n}`,
  });
const titlesIn = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('RelatedRecipes', () => {
  it('never shows a Similar recipe again under Trending for You, filling from the next trending ones', async () => {
    let trendingQuery = new URLSearchParams();
    server.use(
      http.get('/api/recipes/:id/similar', () => HttpResponse.json({ items: [1, 2, 3, 4].map(recipe) })),
      http.get('/api/recipes/trending', ({ request }) => {
        trendingQuery = new URL(request.url).searchParams;
        return HttpResponse.json({ items: [2, 5, 4, 6, 1, 7, 8, 9].map(recipe) });
      }),
    );
    renderAt('/', '/', <RelatedRecipes recipeId={RECIPE_ID} />);
    expect(await screen.findByRole('heading', { name: 'Trending for You' })).toBeVisible();
    await screen.findByText('Dish 8');
    expect(titlesIn('Similar Recipes')).toEqual(['Dish 1', 'Dish 2', 'Dish 3', 'Dish 4']);
    expect(titlesIn('Trending for You')).toEqual(['Dish 5', 'Dish 6', 'Dish 7', 'Dish 8']);
    expect(trendingQuery.get('exclude')).toBe(RECIPE_ID);
    expect(trendingQuery.get('limit')).toBe('8');
  });

  it('shows 4 trending when there is nothing similar', async () => {
    server.use(
      http.get('/api/recipes/trending', () => HttpResponse.json({ items: [5, 6, 7, 8, 9].map(recipe) })),
    );
    renderAt('/', '/', <RelatedRecipes recipeId={RECIPE_ID} />);
    await screen.findByText('Dish 8');
    expect(screen.queryByRole('region', { name: 'Similar Recipes' })).toBeNull();
    expect(titlesIn('Trending for You')).toEqual(['Dish 5', 'Dish 6', 'Dish 7', 'Dish 8']);
  });
});
