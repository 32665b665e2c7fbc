import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt } from '../test-render.tsx';
import { PhotoBackfillCard } from './PhotoBackfillCard.tsx';

let photoCounts = { stored: 2, to_store: 4 };
const server = setupServer(http.get('/api/admin/photos', () => HttpResponse.json(photoCounts)));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const result = (n: number, outcome: 'stored' | 'failed') => ({
  recipe_id: `r${n}`,
  title: `Recipe ${n}`,
  outcome,
});

describe('PhotoBackfillCard', () => {
  it('stores the photos step by step, following the cursor, and reports what failed', async () => {
    const cursors: unknown[] = [];
    server.use(
      http.post('/api/admin/photos/backfill', async ({ request }) => {
        const { after } = (await request.json()) as { after: string | null };
        cursors.push(after);
        if (after === null)
          return HttpResponse.json({
            results: [result(1, 'stored'), result(2, 'stored'), result(3, 'failed')],
            next_after: 'r3',
          });
        photoCounts = { stored: 5, to_store: 1 };
        return HttpResponse.json({ results: [result(4, 'stored')], next_after: null });
      }),
    );
    renderAt('/admin/utilities', <PhotoBackfillCard />);
    expect(await screen.findByText('2 stored · 4 not stored yet')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Store photos' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Done: 3 of 4 photos stored. 1 could not be fetched; they keep their address and are retried in the background.',
      ),
    );
    expect(cursors).toEqual([null, 'r3']);
    expect(await screen.findByText('5 stored · 1 not stored yet')).toBeVisible();
  });

  it('has nothing to do when every photo is stored', async () => {
    photoCounts = { stored: 3, to_store: 0 };
    renderAt('/admin/utilities', <PhotoBackfillCard />);
    expect(await screen.findByText('3 stored · 0 not stored yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Store photos' })).toBeDisabled();
  });

  it('says so when a step fails', async () => {
    photoCounts = { stored: 0, to_store: 2 };
    server.use(
      http.post('/api/admin/photos/backfill', () =>
        HttpResponse.json({ error: { code: 'forbidden', message: 'Admins only' } }, { status: 403 }),
      ),
    );
    renderAt('/admin/utilities', <PhotoBackfillCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Store photos' }));
    expect(await screen.findByText(/Failed to store photos:/)).toBeVisible();
  });
});
