import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeRecipe } from '@viral/domain/testing';
import { renderAt } from '@viral/ui/testing';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startTestServer } from '../test-server.ts';
import RecipePage from './RecipePage.tsx';

const server = startTestServer();

const showRecipe = (slug: string) => renderAt(`/recipe/${slug}`, '/recipe/:slug', <RecipePage />);

describe('RecipePage', () => {
  it('fetches the recipe named by the route and renders it', async () => {
    server.use(
      http.get('/api/recipes/:slug', ({ params }) =>
        HttpResponse.json(
          makeRecipe({ slug: String(params.slug), title: 'Crispy Tofu Bowl', difficulty: 'medium' }),
        ),
      ),
    );
    const { container } = showRecipe('crispy-tofu-bowl');
    expect(container.firstElementChild?.getAttribute('data-mf')).toBe('mf_recipe');
    expect(screen.getByRole('status', { name: 'Loading recipe' })).toBeVisible();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Crispy Tofu Bowl');
    expect(screen.getByText('Medium')).toBeVisible();
    expect(screen.getByText('15.3K views')).toBeVisible();
    const ingredients = within(screen.getByRole('region', { name: 'Ingredients' }));
    expect(ingredients.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '200 g Spaghetti',
      '4 Garlic Cloves, minced',
    ]);
    expect(screen.getByText('$6.50')).toBeVisible();
    expect(document.title).toBe('Crispy Tofu Bowl | Viral Recipes');
  });

  it('starts every recipe afresh, cached or not: its own servings and like count', async () => {
    const recipes: Record<string, ReturnType<typeof makeRecipe>> = {
      first: makeRecipe({ id: '11111111-1111-4111-8111-111111111111', slug: 'first', servings: 2 }),
      second: makeRecipe({
        id: '22222222-2222-4222-8222-222222222222',
        slug: 'second',
        servings: 6,
        recipe_stats: { views: 1, likes: 42, shares: 0, saves: 0 },
      }),
    };
    server.use(
      // Other reads (trending) fall through to the quiet handlers.
      http.get('/api/recipes/:slug', ({ params }) => {
        const recipe = recipes[String(params.slug)];
        return recipe ? HttpResponse.json(recipe) : undefined;
      }),
    );
    const { location } = showRecipe('first');
    await userEvent.click(await screen.findByRole('button', { name: 'More servings' }));
    const servings = () => within(screen.getByRole('region', { name: 'Ingredients' })).getByRole('status');
    expect(servings().textContent).toBe('3 servings');
    act(() => location.navigate('/recipe/second'));
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('42'));
    expect(servings().textContent).toBe('6 servings');
    // Back to a recipe already in the cache: it shows at once, and must not keep the second's state.
    await userEvent.click(screen.getByRole('button', { name: 'More servings' }));
    act(() => location.navigate('/recipe/first'));
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('10'));
    expect(servings().textContent).toBe('2 servings');
  });

  it('lets the cook tick off steps', async () => {
    server.use(http.get('/api/recipes/:slug', () => HttpResponse.json(makeRecipe())));
    showRecipe('garlic-butter-pasta');
    const step = await screen.findByRole('checkbox', { name: 'Step 2 done' });
    await userEvent.click(step);
    expect((step as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Step 1 done' }) as HTMLInputElement).checked).toBe(false);
  });

  it.each([
    [
      '404',
      HttpResponse.json({ error: { code: 'not_found', message: 'Recipe not found' } }, { status: 404 }),
    ],
    ['500', HttpResponse.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 })],
  ])('shows Recipe Not Found on a %s', async (_status, response) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/recipes/:slug', () => response));
    showRecipe('nope');
    expect(await screen.findByRole('heading', { name: 'Recipe Not Found' })).toBeVisible();
    expect(screen.getByText("The viral recipe you're looking for doesn't exist.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Discover' }).getAttribute('href')).toBe('/search');
  });
});
