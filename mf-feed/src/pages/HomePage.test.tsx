import { screen, within } from '@testing-library/react';
import { makeRecipeSummary } from '@viral/domain/testing';
import { renderAt } from '@viral/ui/testing';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import HomePage from './HomePage.tsx';

const server = setupServer(http.get('/api/recipes/featured', () => HttpResponse.json({ items: [] })));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => localStorage.setItem('category_preferences_set', 'true'));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const recipes = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeRecipeSummary({ id: `r${i}`, slug: `dish-${i}`, title: `Dish ${i}` }),
  );

const showHome = () => renderAt('/', '/', <HomePage />);

describe('HomePage', () => {
  it('renders the popular recipes as federated RecipeCards', async () => {
    server.use(http.get('/api/recipes/popular', () => HttpResponse.json({ items: recipes(8) })));
    const { container } = showHome();
    expect(container.firstElementChild?.getAttribute('data-mf')).toBe('mf_feed');
    const popular = within(await screen.findByRole('region', { name: 'Popular' }));
    const cards = await popular.findAllByTestId('recipe-card');
    expect(cards).toHaveLength(8);
    expect(cards[0]?.getAttribute('href')).toBe('/recipe/dish-0');
    expect(cards[7]?.textContent).toContain('Dish 7');
    expect(screen.getByRole('heading', { level: 2, name: 'Popular' })).toBeVisible();
    expect(screen.getByTestId('hero-video').getAttribute('poster')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Browse All/ }).getAttribute('href')).toBe('/search');
  });

  it('shows never more than 8 popular recipes', async () => {
    server.use(http.get('/api/recipes/popular', () => HttpResponse.json({ items: recipes(11) })));
    showHome();
    expect(await screen.findAllByTestId('recipe-card')).toHaveLength(8);
  });

  it('shows a 12-item placeholder grid while loading', async () => {
    server.use(
      http.get('/api/recipes/popular', async () => {
        await delay('infinite');
        return HttpResponse.json({ items: [] });
      }),
    );
    showHome();
    const popular = within(screen.getByRole('region', { name: 'Popular' }));
    expect(popular.getAllByTestId('recipe-placeholder')).toHaveLength(12);
    expect(screen.queryByTestId('recipe-card')).toBeNull();
    expect(screen.queryByText('No Recipes Yet')).toBeNull();
  });

  it('shows No Recipes Yet with an Add First Recipe link when the list is empty', async () => {
    server.use(http.get('/api/recipes/popular', () => HttpResponse.json({ items: [] })));
    showHome();
    expect(await screen.findByRole('heading', { name: 'No Recipes Yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add First Recipe' }).getAttribute('href')).toBe('/admin');
    expect(screen.queryAllByTestId('recipe-placeholder')).toHaveLength(0);
  });

  it('logs a failed fetch and shows the empty state', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('/api/recipes/popular', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 }),
      ),
    );
    showHome();
    expect(await screen.findByRole('heading', { name: 'No Recipes Yet' })).toBeVisible();
    expect(log).toHaveBeenCalled();
  });

  it('offers the hero actions: explore (mobile), discover (desktop) and categories', () => {
    server.use(http.get('/api/recipes/popular', () => HttpResponse.json({ items: [] })));
    showHome();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Start Exploring')).toBe('/explore');
    expect(href('Discover Recipes')).toBe('/search');
    expect(href('Browse Categories')).toBe('/categories');
    expect(screen.getByRole('link', { name: 'Start Exploring' }).className).toContain('md:hidden');
    expect(screen.getByRole('link', { name: 'Discover Recipes' }).className).toContain(
      'hidden md:inline-flex',
    );
    expect(['Scroll', 'Like', 'Make'].every((step) => screen.getByRole('heading', { name: step }))).toBe(
      true,
    );
  });

  it('shows three featured recipes above Popular', async () => {
    server.use(
      http.get('/api/recipes/featured', () => HttpResponse.json({ items: recipes(5) })),
      http.get('/api/recipes/popular', () => HttpResponse.json({ items: recipes(8) })),
    );
    showHome();
    const featured = within(await screen.findByRole('region', { name: 'Trending Today' }));
    expect(await featured.findAllByTestId('recipe-card')).toHaveLength(3);
  });
});
