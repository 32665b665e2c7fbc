import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeRecipeSummary, makeTag } from '@viral/domain/testing';
import { renderAt } from '@viral/ui/testing';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import SearchPage from './SearchPage.tsx';

let lastQuery = new URLSearchParams();
const recipes = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) =>
    makeRecipeSummary({ id: `r${from + i}`, slug: `d-${from + i}`, title: `Dish ${from + i}` }),
  );
const server = setupServer(
  http.get('/api/tags', () =>
    HttpResponse.json({
      items: Array.from({ length: 35 }, (_, i) => ({ tag: makeTag(`Tag ${i}`), usage_count: 40 - i })),
    }),
  ),
  http.get('/api/recipes', ({ request }) => {
    lastQuery = new URL(request.url).searchParams;
    if (lastQuery.get('cursor'))
      return HttpResponse.json({ items: recipes(2, 24), total: 26, next_cursor: null });
    return HttpResponse.json({ items: recipes(24), total: 26, next_cursor: 'page2' });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = (search = '') => renderAt(`/search${search}`, '/search', <SearchPage />);

describe('SearchPage', () => {
  it('shows 8 skeletons, then the trending results with a count and Load more', async () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Discover Recipes' })).toBeVisible();
    expect(screen.getAllByTestId('recipe-placeholder')).toHaveLength(8);
    expect(await screen.findByText('Found 26 viral recipes')).toBeVisible();
    expect(screen.getByText('Sorted by trending')).toBeVisible();
    expect(screen.queryByText('(filtered)')).toBeNull();
    expect(await screen.findAllByTestId('recipe-card')).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(26));
    expect(lastQuery.get('cursor')).toBe('page2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('reads filters from the URL: badge, chips, (filtered), and sends them to the API', async () => {
    show('?q=pasta&difficulty=easy&maxTime=30&maxCost=12.5&tags=tag-1,tag-2');
    expect(await screen.findByText('(filtered)')).toBeVisible();
    expect(screen.getByTestId('filter-count').textContent).toBe('5');
    expect(lastQuery.get('q')).toBe('pasta');
    expect(lastQuery.get('maxCost')).toBe('12.5');
    expect(lastQuery.get('tags')).toBe('tag-1,tag-2');
    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(chips.getByRole('button', { name: /≤ \$12\.50/ })).toBeVisible();
    // Difficulty reads in Title Case, as everywhere else it is shown.
    expect(chips.getByRole('button', { name: 'Remove filter Difficulty: Easy' })).toHaveTextContent(
      'Difficulty: Easy',
    );
    expect(await chips.findByRole('button', { name: /#Tag 1/ })).toBeVisible();
  });

  it('removing a chip and Clear update the URL', async () => {
    const { location } = show('?difficulty=easy&maxTime=30');
    await userEvent.click(await screen.findByRole('button', { name: /Remove filter ≤ 30 min/ }));
    expect(location.history?.at(-1)).toBe('/search?difficulty=easy');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(location.history?.at(-1)).toBe('/search');
  });

  it('the filter panel sets difficulty, integer time, decimal cost and tags (first 30) in the URL', async () => {
    const { location } = show();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.selectOptions(screen.getByLabelText('Difficulty'), 'hard');
    expect(location.history?.at(-1)).toBe('/search?difficulty=hard');
    await userEvent.type(screen.getByLabelText('Max time (minutes)'), '45');
    await userEvent.type(screen.getByLabelText('Max cost ($)'), '9.99');
    expect(location.history?.at(-1)).toBe('/search?difficulty=hard&maxTime=45&maxCost=9.99');
    const tags = within(screen.getByRole('group', { name: 'Tags' }));
    expect(await tags.findAllByRole('button')).toHaveLength(30);
    expect(screen.getByText('Showing first 30 tags. Use search to find specific tags.')).toBeVisible();
    await userEvent.click(tags.getByRole('button', { name: '#Tag 3' }));
    expect(location.history?.at(-1)).toContain('tags=tag-3');
  });

  it('offers the first 30 tags by name, as the tag list is ordered, not the most used', async () => {
    show('?difficulty=easy');
    const tags = within(screen.getByRole('group', { name: 'Tags' }));
    const names = (await tags.findAllByRole('button')).map((button) => button.textContent);
    expect(names.slice(0, 3)).toEqual(['#Tag 0', '#Tag 1', '#Tag 10']);
    expect(names).toContain('#Tag 34');
    expect(names).not.toContain('#Tag 9');
  });

  it('says (filtered) only for filters, not for the search text alone', async () => {
    const { unmount } = show('?q=pasta');
    expect(await screen.findByText('Found 26 viral recipes')).toBeVisible();
    expect(screen.queryByText('(filtered)')).toBeNull();
    unmount();
    show('?q=pasta&maxTime=30');
    expect(await screen.findByText('(filtered)')).toBeVisible();
  });

  it('says 1,000+ when there are more matches than are counted', async () => {
    server.use(
      http.get('/api/recipes', () =>
        HttpResponse.json({ items: recipes(24), total: 1000, total_capped: true, next_cursor: 'page2' }),
      ),
    );
    show();
    expect(await screen.findByText('Found 1,000+ viral recipes')).toBeVisible();
  });

  it('an empty search by text alone offers to clear it', async () => {
    server.use(http.get('/api/recipes', () => HttpResponse.json({ items: [], total: 0, next_cursor: null })));
    show('?q=zzzz');
    expect(await screen.findByRole('button', { name: 'Clear All Filters' })).toBeVisible();
  });

  it('typing a query updates the URL after a pause', async () => {
    const { location } = show();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'ramen');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/search?q=ramen'));
  });

  it('empty with filters offers Clear All Filters; without, Add First Viral Recipe', async () => {
    server.use(http.get('/api/recipes', () => HttpResponse.json({ items: [], total: 0, next_cursor: null })));
    const { location, unmount } = show('?difficulty=hard');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear All Filters' }));
    expect(location.history?.at(-1)).toBe('/search');
    unmount();
    show();
    expect((await screen.findByRole('link', { name: 'Add First Viral Recipe' })).getAttribute('href')).toBe(
      '/admin',
    );
  });

  it('says recipe for a single result', async () => {
    server.use(
      http.get('/api/recipes', async () => {
        await delay(10);
        return HttpResponse.json({ items: recipes(1), total: 1, next_cursor: null });
      }),
    );
    show();
    expect(await screen.findByText('Found 1 viral recipe')).toBeVisible();
  });
});
