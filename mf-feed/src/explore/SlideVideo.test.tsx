import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RecipeVideo, STORAGE_KEYS } from '@viral/domain';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SlideVideo } from './SlideVideo.tsx';

const clip = (n: number): RecipeVideo => ({
  url: `/media/videos/r${n}/${'a'.repeat(64)}.mp4`,
  poster: null,
  poster_url: `/media/${'b'.repeat(64)}/640.webp`,
  width: 480,
  height: 854,
  duration_seconds: 4,
});

let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;
let load: ReturnType<typeof vi.spyOn>;
/** The videos `play` was called on, with whether each was muted then. */
let plays: { src: string; muted: boolean }[];
beforeEach(() => {
  plays = [];
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    plays.push({ src: this.getAttribute('src') ?? '', muted: this.muted });
    return Promise.resolve();
  });
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});
afterEach(() => {
  sessionStorage.clear();
  Reflect.deleteProperty(navigator, 'connection');
});

const videoOf = (container: HTMLElement) => container.querySelector('video');

function prefersReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('a feed slide’s video', () => {
  it('plays muted, looped and inline while current, loads only metadata as the next, pauses when it leaves', async () => {
    const next = render(<SlideVideo video={clip(2)} offset={1} hasPhoto />);
    const upcoming = videoOf(next.container);
    expect(upcoming).toHaveAttribute('preload', 'metadata');
    expect(upcoming).toHaveAttribute('src', clip(2).url);

    const { container, rerender } = render(<SlideVideo video={clip(1)} offset={0} hasPhoto />);
    const video = videoOf(container);
    expect(video).toHaveAttribute('preload', 'auto');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    await vi.waitFor(() => expect(plays).toEqual([{ src: clip(1).url, muted: true }]));
    // The photo under it shows until its first frame.
    expect(video).toHaveClass('opacity-0');
    act(() => {
      video?.dispatchEvent(new Event('playing'));
    });
    expect(video).toHaveClass('opacity-100');

    pause.mockClear();
    rerender(<SlideVideo video={clip(1)} offset={-1} hasPhoto />);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /sound/ })).toBeNull();
    expect(load).not.toHaveBeenCalled();

    // Swiped further past, the slide goes: its video stops downloading.
    const element = video as HTMLVideoElement;
    rerender(<div />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(element.hasAttribute('src')).toBe(false);
  });

  it('is not in the server’s HTML and hydrates without a warning, then loads', async () => {
    const html = renderToString(<SlideVideo video={clip(1)} offset={0} hasPhoto />);
    expect(html).not.toContain('<video');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <SlideVideo video={clip(1)} offset={0} hasPhoto />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(videoOf(container)).toHaveAttribute('src', clip(1).url);
    await vi.waitFor(() => expect(plays).toHaveLength(1));
    container.remove();
  });

  it('with reduced motion shows a play button and plays nothing until it is pressed', async () => {
    prefersReducedMotion();
    const next = render(<SlideVideo video={clip(2)} offset={1} hasPhoto />);
    expect(videoOf(next.container)).toBeNull();
    const { container } = render(<SlideVideo video={clip(1)} offset={0} hasPhoto />);
    expect(videoOf(container)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
    await vi.waitFor(() => expect(plays).toEqual([{ src: clip(1).url, muted: true }]));
    expect(screen.queryByRole('button', { name: 'Play video' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn sound on' })).toBeVisible();
  });

  it('with Save-Data shows a play button and loads nothing, not even the next slide’s metadata', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const next = render(<SlideVideo video={clip(2)} offset={1} hasPhoto />);
    const { container } = render(<SlideVideo video={clip(1)} offset={0} hasPhoto />);
    expect(videoOf(next.container)).toBeNull();
    expect(videoOf(container)).toBeNull();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeVisible();
    expect(play).not.toHaveBeenCalled();
  });

  it('a tap or the button toggles sound, remembered for the visit by the next slide', async () => {
    const { container, unmount } = render(<SlideVideo video={clip(1)} offset={0} hasPhoto />);
    const video = videoOf(container) as HTMLVideoElement;
    await vi.waitFor(() => expect(plays).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Turn sound on' }));
    expect(video.muted).toBe(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.feedSound)).toBe('on');
    await userEvent.click(video);
    expect(video.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Turn sound on' })).toBeVisible();
    await userEvent.keyboard('{Tab}{Enter}');
    expect(video.muted).toBe(false);
    unmount();

    render(<SlideVideo video={clip(2)} offset={0} hasPhoto />);
    await vi.waitFor(() => expect(plays.at(-1)).toEqual({ src: clip(2).url, muted: false }));
    expect(screen.getByRole('button', { name: 'Turn sound off' })).toBeVisible();
  });

  it('plays muted when the browser refuses sound before a tap, and says so', async () => {
    sessionStorage.setItem(STORAGE_KEYS.feedSound, 'on');
    play.mockImplementation(function (this: HTMLMediaElement) {
      plays.push({ src: this.getAttribute('src') ?? '', muted: this.muted });
      return this.muted ? Promise.resolve() : Promise.reject(new DOMException('no', 'NotAllowedError'));
    });
    render(<SlideVideo video={clip(1)} offset={0} hasPhoto />);
    await vi.waitFor(() =>
      expect(plays).toEqual([
        { src: clip(1).url, muted: false },
        { src: clip(1).url, muted: true },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Turn sound on' })).toBeVisible();
  });

  it('without a photo shows the video’s own poster until it plays', () => {
    const { container } = render(<SlideVideo video={clip(1)} offset={0} hasPhoto={false} />);
    expect(videoOf(container)).toHaveAttribute('poster', clip(1).poster_url);
    expect(videoOf(container)).toHaveClass('opacity-100');
  });
});
