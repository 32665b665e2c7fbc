import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-render.tsx';
import { SystemUtilitiesPage } from './SystemUtilitiesPage.tsx';

let counts = { recipes: 49, tags: 28, categories: 0, recipe_stats: 49, interactions: 3 };
const server = setupServer(
  http.get('/api/admin/purge', () => HttpResponse.json(counts)),
  http.get('/api/admin/photos', () => HttpResponse.json({ stored: 0, to_store: 0 })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('SystemUtilitiesPage', () => {
  it('shows the counts, five cards and no data to purge for an empty target', async () => {
    renderAt('/admin/utilities', <SystemUtilitiesPage />);
    expect(screen.getByText('Dangerous operations for system maintenance')).toBeVisible();
    expect(await screen.findByTestId('stat-Interactions')).toHaveProperty('textContent', '3');
    for (const name of [
      'Purge All Recipes',
      'Purge All Tags',
      'Purge Categories Only',
      'Purge All Stats',
      'PURGE EVERYTHING',
    ]) {
      expect(screen.getByRole('form', { name })).toBeVisible();
    }
    const categories = screen.getByRole('form', { name: 'Purge Categories Only' });
    expect(within(categories).getByText('No data to purge')).toBeVisible();
    await userEvent.type(within(categories).getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(within(categories).getByRole('button', { name: 'Execute' })).toHaveProperty('disabled', true);
  });

  it('enables Execute only for exactly DELETE, purges, reports success and reloads the counts', async () => {
    let body: unknown;
    server.use(
      http.post('/api/admin/purge', async ({ request }) => {
        body = await request.json();
        counts = { recipes: 0, tags: 0, categories: 0, recipe_stats: 0, interactions: 0 };
        return HttpResponse.json({ target: 'everything', deleted: {}, cancelled_import_jobs: 0 });
      }),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAt('/admin/utilities', <SystemUtilitiesPage />);
    const card = await screen.findByRole('form', { name: 'PURGE EVERYTHING' });
    const field = within(card).getByLabelText('Type DELETE to confirm');
    const execute = within(card).getByRole('button', { name: 'Execute' });
    await userEvent.type(field, 'delete');
    expect(execute).toHaveProperty('disabled', true);
    await userEvent.clear(field);
    await userEvent.type(field, ' DELETE ');
    expect(execute).toHaveProperty('disabled', false);
    await userEvent.click(execute);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('PURGE EVERYTHING completed successfully!'));
    expect(body).toEqual({ target: 'everything', confirm: 'DELETE' });
    await waitFor(() => expect(within(card).getByText('No data to purge')).toBeVisible());
    expect(field).toHaveProperty('value', '');
  });

  it('says when a purge of recipes cancelled running imports first', async () => {
    counts = { recipes: 2, tags: 1, categories: 1, recipe_stats: 2, interactions: 0 };
    server.use(
      http.post('/api/admin/purge', () =>
        HttpResponse.json({ target: 'recipes', deleted: { recipes: 2 }, cancelled_import_jobs: 1 }),
      ),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAt('/admin/utilities', <SystemUtilitiesPage />);
    const card = await screen.findByRole('form', { name: 'Purge All Recipes' });
    await userEvent.type(within(card).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(within(card).getByRole('button', { name: 'Execute' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Purge All Recipes completed successfully! 1 running import cancelled first.',
      ),
    );
  });

  it('alerts the failure with the operation name', async () => {
    counts = { recipes: 2, tags: 1, categories: 1, recipe_stats: 2, interactions: 0 };
    server.use(
      http.post('/api/admin/purge', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'Boom' } }, { status: 500 }),
      ),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/admin/utilities', <SystemUtilitiesPage />);
    const card = await screen.findByRole('form', { name: 'Purge All Tags' });
    await userEvent.type(within(card).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(within(card).getByRole('button', { name: 'Execute' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to purge all tags: Boom'));
  });
});
