import { render, screen } from '@testing-library/react';
import type { RecipeVideo as Video } from '@viral/domain';
import { makeRecipeSummary } from '@viral/domain/testing';
import { RecipeCard } from '@viral/ui/cards';
import { renderAt } from '@viral/ui/testing';
import { describe, expect, it } from 'vitest';
import { RecipeVideo } from './RecipeVideo.tsx';

const video: Video = {
  url: `/media/videos/r1/${'a'.repeat(64)}.mp4`,
  poster: null,
  poster_url: `/media/${'b'.repeat(64)}/640.webp`,
  width: 480,
  height: 854,
  duration_seconds: 4,
};

describe('a recipe’s video', () => {
  it('plays the stored file with controls, loading nothing but its poster until played', () => {
    render(<RecipeVideo recipe={{ title: 'Ramen', video, video_link: null }} />);
    const player = screen.getByLabelText('Video: Ramen');
    expect(player).toHaveAttribute('src', video.url);
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('playsinline');
    expect(player).toHaveAttribute('preload', 'none');
    expect(player).toHaveAttribute('poster', video.poster_url);
  });

  it('links out to a video kept as a link, and to nothing that is not a web address', () => {
    const { rerender } = render(
      <RecipeVideo recipe={{ title: 'Ramen', video: null, video_link: 'https://www.youtube.com/embed/x' }} />,
    );
    const link = screen.getByRole('link', { name: 'Watch the video' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/embed/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    rerender(<RecipeVideo recipe={{ title: 'Ramen', video: null, video_link: 'javascript:alert(1)' }} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('marks a card whose recipe has a video', () => {
    renderAt(
      '/',
      '/',
      <>
        <RecipeCard recipe={makeRecipeSummary({ id: 'a', title: 'With', video })} />
        <RecipeCard recipe={makeRecipeSummary({ id: 'b', title: 'Without', video: null })} />
      </>,
    );
    const [withVideo, without] = screen.getAllByTestId('recipe-card');
    expect(withVideo).toHaveTextContent('Video');
    expect(without).not.toHaveTextContent('Video');
  });
});
