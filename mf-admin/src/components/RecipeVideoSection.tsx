import { type AdminRecipeVideo, isVideoBeingPrepared } from '@viral/domain';
import { Button, fieldClass, Skeleton } from '@viral/ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../admin-api.ts';
import { formatBytes, formatDuration } from '../format.ts';
import { useRecipeVideo, useRemoveRecipeVideo, useReplaceRecipeVideo } from '../recipe-video-queries.ts';

export const REMOVE_VIDEO_CONFIRM = "Remove this recipe's video? Its file is deleted.";

const isWebAddress = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

function CurrentVideo({ video }: { video: AdminRecipeVideo }) {
  const { stored } = video;
  if (stored)
    return (
      <div className="flex flex-wrap items-start gap-3">
        {/* biome-ignore lint/a11y/useMediaCaption: recipe clips come without captions */}
        <video
          controls
          preload="none"
          src={stored.url}
          poster={stored.poster_url ?? undefined}
          className="h-32 max-w-full rounded-lg bg-stone-900"
        />
        <p data-testid="video-details" className="text-sm text-stone-600">
          Stored · {formatDuration(stored.duration_seconds)} · {formatBytes(stored.bytes)} · {stored.width}×
          {stored.height}
        </p>
      </div>
    );
  if (isVideoBeingPrepared(video))
    return (
      <p className="flex items-center gap-2 text-sm text-brand-800">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-500"
        />
        Being prepared: it plays once it is stored.
      </p>
    );
  if (video.status === 'refused')
    return <p className="text-sm text-yellow-800">Not imported: {video.reason}</p>;
  return <p className="text-sm text-stone-600">Kept as a link, played where it is.</p>;
}

/**
 * The edit dialog's video: where it stands (stored with a small player, being prepared, refused
 * and why, kept as a link), 'Remove video' (confirmed) and 'Replace from address'. Outside the
 * dialog's form: these act at once, not on Save.
 */
export function RecipeVideoSection({ recipeId }: { recipeId: string }) {
  const video = useRecipeVideo(recipeId);
  const remove = useRemoveRecipeVideo(recipeId);
  const replace = useReplaceRecipeVideo(recipeId);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = video.data;

  const removeVideo = () => {
    if (!window.confirm(REMOVE_VIDEO_CONFIRM)) return;
    setError(null);
    remove.mutate(undefined, { onError: (e) => setError(errorMessage(e, 'Failed to remove the video')) });
  };
  const replaceVideo = (event: FormEvent) => {
    event.preventDefault();
    const url = address.trim();
    if (!isWebAddress(url)) {
      setError('Enter the video’s http(s) address');
      return;
    }
    setError(null);
    replace.mutate(url, {
      onSuccess: () => setAddress(''),
      onError: (e) => setError(errorMessage(e, 'Failed to replace the video')),
    });
  };

  return (
    <section
      aria-labelledby="recipe-video-heading"
      data-testid="recipe-video"
      data-status={current === undefined ? 'loading' : (current?.status ?? 'none')}
      className="mt-4 space-y-3 rounded-xl p-4 ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="recipe-video-heading" className="font-semibold">
          Video
        </h3>
        {current && (
          <Button onClick={removeVideo} disabled={remove.isPending} variant="secondary">
            {remove.isPending ? 'Removing...' : 'Remove video'}
          </Button>
        )}
      </div>
      {video.isPending && <Skeleton className="h-10" />}
      {video.isError && (
        <p className="text-sm text-red-700">{errorMessage(video.error, 'Could not read the video')}</p>
      )}
      {current === null && <p className="text-sm text-stone-500">No video.</p>}
      {current && <CurrentVideo video={current} />}
      {current?.source_url && (
        <p className="truncate text-xs text-stone-500">
          From{' '}
          <a href={current.source_url} target="_blank" rel="noreferrer noopener" className="underline">
            {current.source_url}
          </a>
        </p>
      )}
      <form onSubmit={replaceVideo} noValidate className="flex flex-wrap items-end gap-2">
        <label className="block min-w-0 flex-1 text-sm font-medium">
          Replace from address
          <input
            type="url"
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            placeholder="https://example.com/how-to.mp4"
            className={fieldClass}
          />
        </label>
        <Button type="submit" disabled={!address.trim() || replace.isPending} variant="secondary">
          {replace.isPending ? 'Replacing...' : 'Replace video'}
        </Button>
      </form>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
