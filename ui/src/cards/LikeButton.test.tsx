import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/render-at.tsx';
import { LIKE_DELTA_MS, LikeButton } from './LikeButton.tsx';

const server = setupServer(
  http.get('/api/recipes/:id/interactions', () => HttpResponse.json({ isLiked: false, isSaved: false })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
const RECIPE_ID = '11111111-1111-4111-8111-111111111111';

afterEach(() => vi.useRealTimers());

describe('LikeButton', () => {
  it('shows +1 for a moment when a popular recipe is liked, although 18.1K does not move', async () => {
    let liked = false;
    server.use(
      http.post('/api/recipes/:id/like', () => {
        liked = !liked;
        return HttpResponse.json({ liked, likes: 0 });
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/', '/', <LikeButton recipeId={RECIPE_ID} likes={18_120} />);
    const button = screen.getByRole('button', { name: /^Like,/ });
    expect(screen.queryByTestId('like-delta')).toBeNull();

    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('like-count').textContent).toBe('18.1K');
    expect(screen.getByTestId('like-delta').textContent).toBe('+1');
    // The change is for the eye: the button's name stays the count.
    expect(button).toHaveAccessibleName(/^Like,\s*18\.1K\s*likes$/);
    act(() => vi.advanceTimersByTime(LIKE_DELTA_MS));
    expect(screen.queryByTestId('like-delta')).toBeNull();

    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByTestId('like-delta').textContent).toBe('−1');
  });

  it('shows no change when an unlike leaves the count where it was (floored at 0)', async () => {
    server.use(http.post('/api/recipes/:id/like', () => HttpResponse.json({ liked: false, likes: 0 })));
    renderAt('/', '/', <LikeButton recipeId={RECIPE_ID} likes={0} />);
    const button = screen.getByRole('button', { name: /^Like,/ });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByTestId('like-count').textContent).toBe('0');
    expect(screen.queryByTestId('like-delta')).toBeNull();
  });
});
