import '../styles.css';
import { useQueryClient } from '@tanstack/react-query';
import { formatCount } from '@viral/domain';
import { Icon, recordInteraction } from '@viral/ui';
import { okJson } from '@viral/ui/api-client';
import { useState } from 'react';
import { visitorApi } from '../api.ts';
import { type Interactions, useInteractions } from '../interactions-query.ts';

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
 * on like and -1 (floored at 0) on unlike. A failed like is only logged. Exposed as
 * `mf_recipe/LikeButton`.
 */
export default function LikeButton(props: LikeButtonProps) {
  const { recipeId, likes, loadState = true, variant = 'pill' } = props;
  const queryClient = useQueryClient();
  const { data } = useInteractions(recipeId, loadState);
  const [override, setOverride] = useState<{ liked: boolean; likes: number } | null>(null);
  const [pending, setPending] = useState(false);
  const liked = override?.liked ?? data?.isLiked ?? false;
  const count = override?.likes ?? likes;

  const toggle = async () => {
    setPending(true);
    try {
      const result = await okJson(visitorApi.recipes[':id'].like.$post({ param: { id: recipeId } }));
      const next = result.liked ? count + 1 : Math.max(0, count - 1);
      setOverride({ liked: result.liked, likes: next });
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
    variant === 'round' ? 'size-14 flex-col justify-center rounded-full text-xs' : 'rounded-full px-5 py-3';
  return (
    <button
      type="button"
      data-mf="mf_recipe"
      aria-pressed={liked}
      data-likes={count}
      disabled={pending}
      onClick={toggle}
      className={`inline-flex items-center gap-2 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-wait disabled:opacity-70 ${shape} ${tone}`}
    >
      <Icon name="heart" className={variant === 'round' ? 'size-6' : 'size-5'} />
      <span className="sr-only">Like, </span>
      <span data-testid="like-count">{formatCount(count)}</span>
      <span className="sr-only"> likes</span>
    </button>
  );
}
