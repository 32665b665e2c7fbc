import {
  type FeedItem,
  formatCount,
  formatCountOf,
  formatMinutes,
  MEDIA_SIZES,
  titleCase,
  wordFor,
} from '@viral/domain';
import { Icon, RecipeImage, RemoteBoundary } from '@viral/ui';
import { LikeButton } from '@viral/ui/cards';
import { useState } from 'react';
import { Link } from 'wouter';
import { ShareDialog } from '../remote-share-dialog.ts';
import { FeedTags } from './FeedTags.tsx';
import { SlideVideo } from './SlideVideo.tsx';

type Props = {
  item: FeedItem;
  /** The item's index in the feed. */
  position: number;
  /** -1 above, 0 on screen, 1 below. */
  offset: number;
  loadLikeState: boolean;
  showSource: boolean;
};

const pill =
  'inline-flex items-center gap-1 rounded-full bg-black/35 px-2.5 py-1 text-xs font-semibold text-white backdrop-blur';

/** One full-screen recipe in a feed: picture, badges, facts, like, share and 'View Recipe'. */
export function FeedSlide({ item, position, offset, loadLikeState, showSource }: Props) {
  const current = offset === 0;
  const [sharing, setSharing] = useState(false);
  // The dialog's code (mf-recipe) loads on the first tap on Share, not with the feed.
  const [shareAsked, setShareAsked] = useState(false);
  const [shares, setShares] = useState(item.recipe_stats.shares);
  return (
    <article
      aria-hidden={!current}
      inert={!current}
      data-testid="feed-item"
      data-position={position}
      className="absolute inset-0 overflow-hidden bg-stone-900 transition-transform duration-300 ease-out"
      style={{ transform: `translateY(${offset * 100}%)` }}
    >
      <RecipeImage
        src={item.image_url}
        image={item.image}
        sizes={MEDIA_SIZES.slide}
        alt={item.title}
        loading={current ? 'eager' : 'lazy'}
        className="absolute inset-0 size-full"
      />
      {item.video && (
        <SlideVideo video={item.video} offset={offset} hasPhoto={Boolean(item.image || item.image_url)} />
      )}
      <div
        className="pointer-events-none absolute inset-0 bg-gradient-to-t from-black/90 via-black/30 to-black/40"
        aria-hidden="true"
      />
      <div className="absolute inset-x-0 bottom-0 flex items-end gap-4 p-5 pb-12 text-white md:p-10">
        <div className="min-w-0 flex-1 space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="inline-flex items-center gap-1 rounded-full bg-gradient-to-r from-brand-600 to-accent-600 px-2.5 py-1 text-[11px] font-extrabold tracking-wider">
              <Icon name="flame" className="size-3.5" /> VIRAL
            </span>
            {item.difficulty && <span className={pill}>{titleCase(item.difficulty)}</span>}
          </div>
          <h2 className="text-3xl font-black leading-tight text-balance md:text-5xl">{item.title}</h2>
          {item.description && (
            <p className="line-clamp-2 max-w-2xl text-white/90 md:text-lg">{item.description}</p>
          )}
          <div data-testid="slide-facts" className="flex flex-wrap gap-2">
            {item.total_time !== null && (
              <span className={pill}>
                <Icon name="clock" className="size-3.5" /> {formatMinutes(item.total_time)}
              </span>
            )}
            {item.servings !== null && (
              <span className={pill}>
                <Icon name="users" className="size-3.5" /> {formatCountOf(item.servings, 'serving')}
              </span>
            )}
            <span className={pill}>
              <Icon name="eye" className="size-3.5" />{' '}
              {formatCountOf(item.recipe_stats.views, 'view', { compact: true })}
            </span>
          </div>
          <FeedTags tags={item.tags} />
          <div className="flex flex-wrap items-center gap-3 pt-1">
            <Link
              href={`/recipe/${item.slug}`}
              className="inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-bold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              View Recipe <Icon name="arrowRight" className="size-4" />
            </Link>
            {showSource && item.source_url && (
              <a
                href={item.source_url}
                target="_blank"
                rel="noopener noreferrer"
                className="hidden items-center gap-1 text-sm font-semibold text-white/90 hover:text-white md:inline-flex"
              >
                <Icon name="external" className="size-4" /> Original source
              </a>
            )}
          </div>
        </div>
        <div className="flex flex-col items-center gap-4 md:mr-20">
          <LikeButton
            recipeId={item.id}
            difficulty={item.difficulty}
            tagNames={item.tags.map((tag) => tag.name)}
            likes={item.recipe_stats.likes}
            loadState={loadLikeState}
            variant="round"
          />
          <button
            type="button"
            onClick={() => {
              setShareAsked(true);
              setSharing(true);
            }}
            className="flex size-14 flex-col items-center justify-center rounded-full bg-white/20 text-xs font-semibold text-white ring-1 ring-white/40 backdrop-blur focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <Icon name="share" className="size-6" />
            <span className="sr-only">Share, </span>
            {formatCount(shares)}
            <span className="sr-only"> {wordFor(shares, 'share')}</span>
          </button>
          {shareAsked && (
            <RemoteBoundary name="mf_recipe/ShareDialog">
              <ShareDialog
                recipe={item}
                open={sharing}
                onClose={() => setSharing(false)}
                onShared={setShares}
              />
            </RemoteBoundary>
          )}
        </div>
      </div>
    </article>
  );
}
