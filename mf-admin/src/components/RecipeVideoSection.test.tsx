import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRecipeVideo } from '@viral/domain';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-render.tsx';
import { REMOVE_VIDEO_CONFIRM, RecipeVideoSection } from './RecipeVideoSection.tsx';

const PATH = '/api/admin/recipes/r1/video';
const STORED: AdminRecipeVideo = {
  status: 'stored',
  reason: null,
  source_url: 'https://cdn.example/how-to.mp4',
  updated_at: '2026-01-01T00:00:00.000Z',
  stored: {
    url: '/media/videos/r1/abc.mp4',
    poster: null,
    poster_url: '/media/poster.jpg',
    width: 320,
    height: 240,
    duration_seconds: 75,
    bytes: 2_400_000,
  },
};
const state = (video: AdminRecipeVideo | null) => http.get(PATH, () => HttpResponse.json({ video }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const section = async (status: string) => {
  const found = await screen.findByTestId('recipe-video');
  await waitFor(() => expect(found.dataset.status).toBe(status));
  return within(found);
};

describe('RecipeVideoSection', () => {
  it('shows a stored video with a small player, its length, size and address', async () => {
    server.use(state(STORED));
    const { container } = renderAt('/admin/recipes', <RecipeVideoSection recipeId="r1" />);
    const video = await section('stored');
    expect(video.getByTestId('video-details').textContent).toBe('Stored · 1:15 · 2.4 MB · 320×240');
    const player = container.querySelector('video');
    expect(player?.getAttribute('src')).toBe('/media/videos/r1/abc.mp4');
    expect(player?.getAttribute('poster')).toBe('/media/poster.jpg');
    expect(video.getByRole('link', { name: STORED.source_url ?? '' })).toBeVisible();
  });

  it('says why a video was refused, and that there is none', async () => {
    server.use(
      state({ ...STORED, status: 'refused', reason: 'The video is longer than 10 minutes', stored: null }),
    );
    const first = renderAt('/admin/recipes', <RecipeVideoSection recipeId="r1" />);
    expect(
      (await section('refused')).getByText('Not imported: The video is longer than 10 minutes'),
    ).toBeVisible();
    first.unmount();
    server.use(state(null));
    renderAt('/admin/recipes', <RecipeVideoSection recipeId="r1" />);
    const none = await section('none');
    expect(none.getByText('No video.')).toBeVisible();
    expect(none.queryByRole('button', { name: 'Remove video' })).toBeNull();
  });

  it('removes the video only once the admin confirms', async () => {
    let removed = 0;
    server.use(
      http.get(PATH, () => HttpResponse.json({ video: removed ? null : STORED })),
      http.delete(PATH, () => {
        removed++;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderAt('/admin/recipes', <RecipeVideoSection recipeId="r1" />);
    const video = await section('stored');
    await userEvent.click(video.getByRole('button', { name: 'Remove video' }));
    expect(confirm).toHaveBeenCalledWith(REMOVE_VIDEO_CONFIRM);
    expect(removed).toBe(0);
    await userEvent.click(video.getByRole('button', { name: 'Remove video' }));
    await section('none');
    expect(removed).toBe(1);
  });

  it('replaces the video from an address and follows it while it is being prepared', async () => {
    let current: AdminRecipeVideo | null = null;
    const sent: unknown[] = [];
    server.use(
      http.get(PATH, () => HttpResponse.json({ video: current })),
      http.put(PATH, async ({ request }) => {
        sent.push(await request.json());
        current = { ...STORED, status: 'pending', source_url: 'https://cdn.example/new.mp4', stored: null };
        return HttpResponse.json({ video: current }, { status: 202 });
      }),
    );
    renderAt('/admin/recipes', <RecipeVideoSection recipeId="r1" />);
    const video = await section('none');
    const field = video.getByLabelText('Replace from address');
    await userEvent.type(field, 'cdn.example/new.mp4');
    await userEvent.click(video.getByRole('button', { name: 'Replace video' }));
    expect(video.getByRole('alert').textContent).toBe('Enter the video’s http(s) address');
    expect(sent).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, 'https://cdn.example/new.mp4');
    await userEvent.click(video.getByRole('button', { name: 'Replace video' }));
    await section('pending');
    expect(sent).toEqual([{ url: 'https://cdn.example/new.mp4' }]);
    expect(video.getByText('Being prepared: it plays once it is stored.')).toBeVisible();
    expect((field as HTMLInputElement).value).toBe('');
    // Read again while it is being prepared, until it is stored.
    current = STORED;
    await waitFor(() => expect(screen.getByTestId('recipe-video').dataset.status).toBe('stored'), {
      timeout: 5000,
    });
  });

  it("shows the server's refusal and keeps the address typed", async () => {
    server.use(
      state(null),
      http.put(PATH, () =>
        HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'url: 10.0.0.8 is not a public address; it cannot be imported',
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderAt('/admin/recipes', <RecipeVideoSection recipeId="r1" />);
    const video = await section('none');
    await userEvent.type(video.getByLabelText('Replace from address'), 'http://10.0.0.8/a.mp4');
    await userEvent.click(video.getByRole('button', { name: 'Replace video' }));
    expect((await video.findByRole('alert')).textContent).toBe(
      'url: 10.0.0.8 is not a public address; it cannot be imported',
    );
    expect((video.getByLabelText('Replace from address') as HTMLInputElement).value).toBe(
      'http://10.0.0.8/a.mp4',
    );
  });
});
