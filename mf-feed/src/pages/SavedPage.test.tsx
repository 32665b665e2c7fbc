import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeRecipeSummary } from '@viral/domain/testing';
import { renderAt } from '@viral/ui/testing';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import SavedPage from './SavedPage.tsx';

const pages = {
  first: { items: [makeRecipeSummary({ id: 'a', slug: 'a', title: 'Shakshuka' })], next_cursor: 'page-2' },
  second: { items: [makeRecipeSummary({ id: 'b', slug: 'b', title: 'Dal' })], next_cursor: null },
};
let sessionHeader: string | null = null;
const server = setupServer(
  http.get('/api/saved', ({ request }) => {
    sessionHeader = request.headers.get('X-Session-Id');
    const cursor = new URL(request.url).searchParams.get('cursor');
    return HttpResponse.json(cursor === 'page-2' ? pages.second : pages.first);
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderAt('/saved', '/saved', <SavedPage />);

describe('SavedPage', () => {
  it("lists this browser's saved recipes and loads the next page on request", async () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Recipes' })).toBeVisible();
    expect(await screen.findByText('Shakshuka')).toBeVisible();
    expect(sessionHeader).toMatch(/^[0-9a-f-]{36}$/);
    await userEvent.click(screen.getByRole('button', { name: /load more/i }));
    expect(await screen.findByText('Dal')).toBeVisible();
    expect(screen.queryByRole('button', { name: /load more/i })).toBeNull();
  });

  it('says how to fill an empty list and links to Discover', async () => {
    server.use(http.get('/api/saved', () => HttpResponse.json({ items: [], next_cursor: null })));
    show();
    expect(await screen.findByRole('heading', { name: 'No saved recipes yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Discover Recipes' }).getAttribute('href')).toBe('/search');
  });

  it('says when the list could not load, and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(
        '/api/saved',
        () => HttpResponse.json({ error: { code: 'x', message: 'x' } }, { status: 500 }),
        { once: true },
      ),
    );
    show();
    expect(await screen.findByText('Your saved recipes could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Shakshuka')).toBeVisible();
  });
});
