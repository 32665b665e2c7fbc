import { type FeedItem, formatCountOf, INITIAL_LIKE_STATE, SWIPE_HINT_HIDE_AFTER } from '@viral/domain';
import { Icon, useBrowserValue } from '@viral/ui';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { FeedSlide } from './FeedSlide.tsx';
import { PositionDots } from './PositionDots.tsx';
import { slidePhotoUrl } from './slide-photo-url.ts';
import { useFeedNavigation } from './use-feed-navigation.ts';
import { useImagePreload } from './use-image-preload.ts';
import { useRecordViews } from './use-record-views.ts';

type Props = {
  items: FeedItem[];
  variant: 'tag' | 'sitewide';
  /** The top-left link out (Back to the tag, or Close). */
  exitLink: ReactNode;
  label?: ReactNode;
  onExit: () => void;
  /** False while only the slide the server rendered is known: the count says '…' until the feed arrives. */
  complete?: boolean;
};

const round =
  'flex size-12 items-center justify-center rounded-full bg-white/20 text-white ring-1 ring-white/40 backdrop-blur transition hover:bg-white/30 disabled:opacity-30 focus-visible:outline-2 focus-visible:outline-white';

/** A full-screen vertical feed: only the current item and its neighbours are in the DOM. */
export function ExploreFeed({ items, variant, exitLink, label, onExit, complete = true }: Props) {
  const nav = useFeedNavigation(items.length, onExit);
  const { index } = nav;
  useRecordViews(items[index]);
  const [likeStateReady, setLikeStateReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLikeStateReady(true), INITIAL_LIKE_STATE.afterMs);
    return () => clearTimeout(timer);
  }, []);
  // The screen's width is the browser's to know: the server renders (and the page hydrates) without it.
  const screenPixels = useBrowserValue(() => window.innerWidth * (window.devicePixelRatio || 1), 0);
  const urls = useMemo(() => items.map((item) => slidePhotoUrl(item, screenPixels)), [items, screenPixels]);
  const preloaded = useImagePreload(variant === 'sitewide' && screenPixels > 0 ? urls : [], index);
  const currentUrl = urls[index];

  return (
    <div className="fixed inset-0 z-50 touch-none overflow-hidden bg-black text-white" {...nav.touch}>
      {items.slice(Math.max(0, index - 1), index + 2).map((item, n) => {
        const position = Math.max(0, index - 1) + n;
        return (
          <FeedSlide
            key={item.id}
            item={item}
            position={position}
            offset={position - index}
            loadLikeState={likeStateReady && position < INITIAL_LIKE_STATE.items}
            showSource={variant === 'tag'}
          />
        );
      })}
      <div className="absolute inset-x-0 top-0 flex items-center justify-between gap-3 bg-gradient-to-b from-black/60 to-transparent p-4 md:p-6">
        {exitLink}
        {label}
        <p
          className="shrink-0 rounded-full bg-black/40 px-3 py-1.5 text-sm font-bold backdrop-blur"
          aria-live="polite"
        >
          {variant === 'tag'
            ? `Recipe ${index + 1} of ${complete ? items.length : '…'}`
            : `${index + 1} / ${complete ? items.length : '…'}`}
        </p>
      </div>
      {variant === 'sitewide' && (
        <p className="absolute left-1/2 top-16 hidden -translate-x-1/2 rounded-full bg-black/40 px-3 py-1 text-xs font-semibold md:block md:top-20">
          {formatCountOf(preloaded.size, 'image')} cached
          {currentUrl && preloaded.has(currentUrl) && <span className="ml-2 text-emerald-300">Ready</span>}
        </p>
      )}
      {variant === 'sitewide' && nav.moves < SWIPE_HINT_HIDE_AFTER && (
        // Below the slide's content (its bottom padding leaves the room), so it covers none of it.
        <p className="pointer-events-none absolute inset-x-0 bottom-3 flex animate-bounce items-center justify-center gap-1 text-sm font-bold motion-reduce:animate-none md:hidden">
          <Icon name="chevronUp" className="size-4" /> Swipe up
        </p>
      )}
      <div className="absolute right-6 top-1/2 hidden -translate-y-1/2 flex-col items-center gap-3 md:flex">
        <button
          type="button"
          className={round}
          aria-label="Previous recipe"
          disabled={index === 0}
          onClick={nav.previous}
        >
          <Icon name="chevronUp" />
        </button>
        <PositionDots count={items.length} index={index} onSelect={nav.go} />
        <button
          type="button"
          className={round}
          aria-label="Next recipe"
          disabled={index >= items.length - 1}
          onClick={nav.next}
        >
          <Icon name="chevronDown" />
        </button>
      </div>
      <p className="absolute bottom-3 left-1/2 hidden -translate-x-1/2 text-xs text-white/80 md:block">
        Use ↑↓ arrow keys, click arrows, or press ESC to exit
      </p>
    </div>
  );
}
