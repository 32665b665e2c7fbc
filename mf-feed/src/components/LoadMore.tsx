import { useEffect, useRef } from 'react';

type Props = {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  /** Load the next page by itself when the button scrolls into view. */
  onScroll?: boolean;
};

/** 'Load more' under a grid; with `onScroll`, the next page also comes as the visitor scrolls to it. */
export function LoadMore({ hasMore, loading, onLoad, onScroll = false }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;

  useEffect(() => {
    const target = button.current;
    if (!onScroll || !hasMore || loading || !target || typeof IntersectionObserver === 'undefined') return;
    const watcher = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: '600px 0px' },
    );
    watcher.observe(target);
    return () => watcher.disconnect();
  }, [onScroll, hasMore, loading]);

  if (!hasMore) return null;
  return (
    <div className="mt-10 flex justify-center">
      <button
        ref={button}
        type="button"
        disabled={loading}
        onClick={onLoad}
        className="rounded-full bg-white px-6 py-3 font-semibold ring-1 ring-stone-300 hover:ring-brand-400 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
      >
        {loading ? 'Loading...' : 'Load more'}
      </button>
    </div>
  );
}
