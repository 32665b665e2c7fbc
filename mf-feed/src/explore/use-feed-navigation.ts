import { SWIPE_THRESHOLD_PX } from '@viral/domain';
import { type TouchEvent, useCallback, useEffect, useRef, useState } from 'react';

/**
 * The feed position: one step per swipe (over 50 px vertical), arrow key or button, clamped to
 * 0..n-1; Escape leaves. `moves` counts navigations for the swipe hint.
 */
export function useFeedNavigation(count: number, onExit: () => void) {
  const [index, setIndex] = useState(0);
  const [moves, setMoves] = useState(0);
  const touchStart = useRef<number | null>(null);

  const go = useCallback(
    (target: number) => {
      const next = Math.max(0, Math.min(count - 1, target));
      setIndex((current) => {
        if (next !== current) setMoves((n) => n + 1);
        return next;
      });
    },
    [count],
  );
  const next = useCallback(() => go(index + 1), [go, index]);
  const previous = useCallback(() => go(index - 1), [go, index]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || document.querySelector('dialog[open]')) return;
      if (event.key === 'ArrowDown') next();
      else if (event.key === 'ArrowUp') previous();
      else if (event.key === 'Escape') onExit();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next, previous, onExit]);

  const touch = {
    onTouchStart: (event: TouchEvent) => {
      touchStart.current = event.touches[0]?.clientY ?? null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const start = touchStart.current;
      const end = event.changedTouches[0]?.clientY;
      touchStart.current = null;
      if (start === null || end === undefined) return;
      if (start - end > SWIPE_THRESHOLD_PX) next();
      else if (end - start > SWIPE_THRESHOLD_PX) previous();
    },
  };
  return { index, moves, go, next, previous, touch };
}
