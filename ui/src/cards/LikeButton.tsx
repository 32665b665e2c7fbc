import { useQueryClient } from '@tanstack/react-query';
import { formatCount, wordFor } from '@viral/domain';
import { Icon, recordInteraction } from '@viral/ui';
import { okJson } from '@viral/ui/api-client';
import { useEffect, useState } from 'react';
import { type Interactions, useInteractions } from './interactions-query.ts';
import { visitorApi } from './visitor-api.ts';

/** How long the '+1' (or '−1') a like shows beside the count stays. */
export const LIKE_DELTA_MS = 1000;

export type LikeButtonProps = {
  recipeId: string;
  difficulty?: string | null;
  /** The recipe's tag names: with its difficulty they feed the interaction record's weights on a like. */
  tagNames?: readonly string[];
  /** The like count before this visitor acts. */
  likes: number;
  /** Whether to fetch this visitor's like state (feeds fetch it for the first items only). */
  loadState?: boolean;
  /** 'pill' on the recipe page; 'round' over a full-screen feed image. */
  variant?: 'pill' | 'round';
  onLikesChange?: (likes: number) => void;
};

/**
 * Toggles this visitor's like: disabled while the request is pending; the count moves by +1
 * on like and -1 (floored at 0) on unlike, and the change shows for a moment as '+1' or '−1' (a
 * rounded '18.1K' would not move). A failed like is only logged. On the recipe page and over the explore
 * feeds' slides.
 */
export function LikeButton(props: LikeButtonProps) {
  const { recipeId, likes, loadState = true, variant = 'pill' } = props;
  const queryClient = useQueryClient();
  const { data } = useInteractions(recipeId, loadState);
  const [override, setOverride] = useState<{ liked: boolean; likes: number } | null>(null);
  const [pending, setPending] = useState(false);
  // Each change gets a new id, so a quick second tap restarts the animation.
  const [delta, setDelta] = useState<{ id: number; text: string } | null>(null);
  useEffect(() => {
    if (!delta) return;
    const timer = setTimeout(() => setDelta(null), LIKE_DELTA_MS);
    return () => clearTimeout(timer);
  }, [delta]);
  const liked = override?.liked ?? data?.isLiked ?? false;
  const count = override?.likes ?? likes;

  const toggle = async () => {
    setPending(true);
    try {
      const result = await okJson(visitorApi.recipes[':id'].like.$post({ param: { id: recipeId } }));
      const next = result.liked ? count + 1 : Math.max(0, count - 1);
      setOverride({ liked: result.liked, likes: next });
      if (next !== count) setDelta((last) => ({ id: (last?.id ?? 0) + 1, text: next > count ? '+1' : '−1' }));
      props.onLikesChange?.(next);
      queryClient.setQueryData(['interactions', recipeId], (old: Interactions | undefined) => ({
        isSaved: false,
        ...old,
        isLiked: result.liked,
      }));
      if (result.liked)
        recordInteraction('like', { id: recipeId, difficulty: props.difficulty, tagNames: props.tagNames });
    } catch (error) {
      console.error('[viral] like failed', error);
    } finally {
      setPending(false);
    }
  };

  const tone = liked
    ? 'bg-gradient-to-r from-brand-500 to-accent-500 text-white shadow-lg shadow-accent-500/30'
    : variant === 'round'
      ? 'bg-white/20 text-white ring-1 ring-white/40 backdrop-blur'
      : 'bg-white text-ink ring-1 ring-stone-200 hover:ring-brand-300';
  const shape =
    variant === 'round'
      ? 'size-14 flex-col justify-center gap-2 rounded-full text-xs'
      : 'gap-1.5 rounded-full px-3.5 py-3 text-sm sm:gap-2 sm:px-5 sm:text-base';
  return (
    <button
      type="button"
      aria-pressed={liked}
      data-likes={count}
      disabled={pending}
      onClick={toggle}
      className={`relative inline-flex items-center font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-wait disabled:opacity-70 ${shape} ${tone}`}
    >
      <Icon name="heart" className={variant === 'round' ? 'size-6' : 'size-5'} />
      <span className="sr-only">Like, </span>
      <span data-testid="like-count">{formatCount(count)}</span>
      <span className="sr-only"> {wordFor(count, 'like')}</span>
      {delta && (
        <span
          key={delta.id}
          aria-hidden="true"
          data-testid="like-delta"
          className="pointer-events-none absolute -top-7 left-1/2 -translate-x-1/2 rounded-full bg-white px-2 py-0.5 text-xs font-extrabold text-brand-700 shadow-md ring-1 ring-brand-200 motion-safe:animate-[like-delta_1000ms_ease-out_forwards]"
        >
          {delta.text}
        </span>
      )}
    </button>
  );
}
