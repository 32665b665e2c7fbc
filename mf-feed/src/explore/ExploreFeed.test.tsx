import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, VIEW_RECORDED_AFTER_MS } from '@viral/domain';
import { makeRecipe, makeTag } from '@viral/domain/testing';
import { renderAt } from '@viral/ui/testing';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ExplorePage from '../pages/ExplorePage.tsx';
import TagExplorePage from '../pages/TagExplorePage.tsx';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const feed = (count: number) =>
  Array.from({ length: count }, (_, n) => ({
    ...makeRecipe({
      id: id(n),
      slug: `dish-${n}`,
      title: `Dish ${n}`,
      tags: [makeTag('Vegan'), ...[2, 3, 4, 5, 6].map((t) => makeTag(`T${t}`))],
    }),
    engagement_score: 1,
  }));
let feedBody: Record<string, unknown> = {};
const views: string[] = [];
const interactions: string[] = [];
const server = setupServer(
  http.post('/api/feed', async ({ request }) => {
    feedBody = (await request.json()) as Record<string, unknown>;
    return HttpResponse.json({ items: feed(8) });
  }),
  http.get('/api/tags/italian', () => HttpResponse.json({ ...makeTag('Italian', true), usage_count: 8 })),
  http.post('/api/recipes/:id/view', ({ params }) => {
    views.push(String(params.id));
    return HttpResponse.json({ counted: true, views: 1 });
  }),
  http.get('/api/recipes/:id/interactions', ({ params }) => {
    interactions.push(String(params.id));
    return HttpResponse.json({ isLiked: false, isSaved: false });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  localStorage.clear();
  views.length = 0;
  interactions.length = 0;
});
afterAll(() => server.close());

const viewedRecipes = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.interactionRecord) ?? '{}').viewedRecipes ?? [];
const rendered = () => screen.getAllByTestId('feed-item').map((item) => item.getAttribute('data-position'));

describe('Explore feeds', () => {
  it('sitewide: loading text, i / n, keys, swipes over 50 px, only neighbours in the DOM', async () => {
    localStorage.setItem(STORAGE_KEYS.categoryPreferences, '["Italian"]');
    renderAt('/explore', '/explore', <ExplorePage />);
    expect(screen.getByText('Loading personalized recipes...')).toBeVisible();
    expect(await screen.findByText('1 / 8')).toBeVisible();
    expect(feedBody.categories).toEqual(['Italian']);
    expect(feedBody.tag).toBeUndefined();
    expect(rendered()).toEqual(['0', '1']);
    expect(screen.getByText('Swipe up')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByText('2 / 8')).toBeVisible();
    expect(rendered()).toEqual(['0', '1', '2']);
    const surface = screen.getAllByTestId('feed-item')[0]?.parentElement as HTMLElement;
    fireEvent.touchStart(surface, { touches: [{ clientY: 500 }] });
    fireEvent.touchEnd(surface, { changedTouches: [{ clientY: 460 }] });
    expect(screen.getByText('2 / 8')).toBeVisible();
    fireEvent.touchStart(surface, { touches: [{ clientY: 500 }] });
    fireEvent.touchEnd(surface, { changedTouches: [{ clientY: 440 }] });
    expect(screen.getByText('3 / 8')).toBeVisible();
    fireEvent.touchStart(surface, { touches: [{ clientY: 400 }] });
    fireEvent.touchEnd(surface, { changedTouches: [{ clientY: 480 }] });
    expect(screen.getByText('2 / 8')).toBeVisible();
    expect(screen.queryByText('Swipe up')).toBeNull();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByText('1 / 8')).toBeVisible();
    expect(screen.getByRole('link', { name: /Close/ }).getAttribute('href')).toBe('/');
  });

  it("opens mf-recipe's share dialog from a slide, its code fetched on the first tap on Share", async () => {
    renderAt('/explore', '/explore', <ExplorePage />);
    await screen.findByText('1 / 8');
    expect(document.querySelector('dialog')).toBeNull();
    const current = screen.getAllByTestId('feed-item')[0] as HTMLElement;
    await userEvent.click(within(current).getByRole('button', { name: /^Share,/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this recipe' });
    expect(within(dialog).getByRole('button', { name: /copy link/i })).toBeVisible();
  });

  it('records a view only after 500 ms on an item, and like state for the first 5 after 300 ms', async () => {
    // The clock runs by itself while the feed loads (Testing Library and msw need timers), then
    // stands still so that only the test moves it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/explore', '/explore', <ExplorePage />);
    await screen.findByText('1 / 8');
    vi.setTimerTickMode('manual');
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    expect(screen.getByText('2 / 8')).toBeVisible();
    act(() => vi.advanceTimersByTime(VIEW_RECORDED_AFTER_MS - 1));
    expect(viewedRecipes()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(viewedRecipes()).toEqual([id(1)]);
    // The requests leave when the act scope flushes; their handlers run a few ticks later.
    await vi.waitFor(() => expect(views).toEqual([id(1)]));
    await vi.waitFor(() => expect(interactions.sort()).toEqual([id(0), id(1), id(2)].sort()));
  });

  it("sends the interaction record's learnt tastes with the sitewide request, and a view feeds them", async () => {
    localStorage.setItem(
      STORAGE_KEYS.interactionRecord,
      JSON.stringify({
        viewedRecipes: [],
        likedRecipes: [],
        sharedRecipes: [],
        viewedTags: [],
        interactionTimes: {},
        sessionStart: '2026-11-24T08:00:00.000Z',
        categoryPreferences: ['Breakfast'],
        // Written before every family was fed: the chosen category sat under cuisine types.
        preferences: { cuisineTypes: { Breakfast: 10, Mexican: 4 }, difficultyLevels: { hard: 2 } },
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/explore', '/explore', <ExplorePage />);
    await screen.findByText('1 / 8');
    expect(feedBody.preference_weights).toEqual({
      cuisine_types: { mexican: 4 },
      meal_types: { breakfast: 10 },
      cooking_methods: {},
      dietary_preferences: {},
    });
    expect(feedBody.difficulty_weights).toEqual({ hard: 2 });
    act(() => vi.advanceTimersByTime(VIEW_RECORDED_AFTER_MS));
    const { preferences } = JSON.parse(localStorage.getItem(STORAGE_KEYS.interactionRecord) ?? '{}');
    expect(preferences.dietaryPreferences).toEqual({ vegan: 1 });
    expect(preferences.mealTypes.breakfast).toBeLessThan(10);
    await vi.waitFor(() => expect(views).toEqual([id(0)]));
  });

  it('tag feed: Recipe i of n, arrows, dots, Escape to the tag page', async () => {
    const { location } = renderAt('/category-explore/italian', '/category-explore/:slug', <TagExplorePage />);
    expect(await screen.findByText('Recipe 1 of 8')).toBeVisible();
    expect(feedBody.tag).toBe('italian');
    await userEvent.click(screen.getByRole('button', { name: 'Next recipe' }));
    expect(screen.getByText('Recipe 2 of 8')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go to recipe 5' }));
    expect(screen.getByText('Recipe 5 of 8')).toBeVisible();
    expect(screen.getByText('Use ↑↓ arrow keys, click arrows, or press ESC to exit')).toBeVisible();
    expect(screen.getByRole('link', { name: /View Recipe/ }).getAttribute('href')).toBe('/recipe/dish-4');
    expect(rendered()).toEqual(['3', '4', '5']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tag/italian'));
  });

  it('shows 3 tags (+3) on mobile and 4 (+2) on desktop', async () => {
    renderAt('/explore', '/explore', <ExplorePage />);
    await screen.findByText('1 / 8');
    const current = screen.getAllByTestId('feed-item')[0] as HTMLElement;
    expect(current.querySelector('li.md\\:hidden')?.textContent).toBe('+3');
    expect(current.querySelector('li.hidden.md\\:block:last-child')?.textContent).toBe('+2');
  });

  it('writes times, servings and views one way: 1 h 35 min, 1 serving, 1 view', async () => {
    server.use(
      http.post('/api/feed', () => {
        const [first] = feed(1);
        return HttpResponse.json({
          items: [
            {
              ...first,
              total_time: 95,
              servings: 1,
              recipe_stats: { views: 1, likes: 0, shares: 1, saves: 0 },
            },
          ],
        });
      }),
    );
    renderAt('/explore', '/explore', <ExplorePage />);
    await screen.findByText('1 / 1');
    const facts = screen.getByTestId('slide-facts');
    expect([...facts.children].map((fact) => fact.textContent?.trim())).toEqual([
      '1 h 35 min',
      '1 serving',
      '1 view',
    ]);
  });

  it('empty tag feed: No Recipes in #name with links back and to add a recipe', async () => {
    server.use(http.post('/api/feed', () => HttpResponse.json({ items: [] })));
    renderAt('/category-explore/italian', '/category-explore/:slug', <TagExplorePage />);
    expect(await screen.findByRole('heading', { name: 'No Recipes in #Italian' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to #Italian' }).getAttribute('href')).toBe('/tag/italian');
    expect(screen.getByRole('link', { name: 'Add First Recipe' }).getAttribute('href')).toBe(
      '/admin/add-recipe',
    );
  });
});
