import type { Recipe } from '@viral/domain';
import { Icon } from '@viral/ui';

/**
 * The recipe's video in its hero: the stored file with the browser's controls (nothing loads until
 * played but its poster), or, for a video kept as a link (a playlist, a YouTube or Vimeo player), a
 * link to where it plays.
 */
export function RecipeVideo({ recipe }: { recipe: Pick<Recipe, 'title' | 'video' | 'video_link'> }) {
  const { video, video_link: link } = recipe;
  if (video) {
    return (
      <div className="mt-4 flex justify-center overflow-hidden rounded-3xl bg-stone-950 print:hidden">
        {/* biome-ignore lint/a11y/useMediaCaption: imported videos come with no captions; the steps below are their text. */}
        <video
          data-testid="recipe-video"
          src={video.url}
          poster={video.poster_url ?? undefined}
          width={video.width}
          height={video.height}
          controls
          playsInline
          preload="none"
          aria-label={`Video: ${recipe.title}`}
          className="h-auto max-h-[70vh] w-auto max-w-full"
        />
      </div>
    );
  }
  if (!link || !/^https?:\/\//i.test(link)) return null;
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer external"
      className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline print:hidden"
    >
      <Icon name="play" className="size-4" />
      Watch the video
      <Icon name="external" className="size-4" />
    </a>
  );
}
