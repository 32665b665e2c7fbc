import { SWIPE_THRESHOLD_PX } from '@viral/domain';
import { type PointerEvent, useRef } from 'react';

type Handlers = { onSwipeLeft: () => void; onSwipeRight: () => void };

/**
 * Pointer handlers that call `onSwipeLeft` / `onSwipeRight` for a mostly horizontal swipe of at least
 * SWIPE_THRESHOLD_PX (finger, pen or mouse). The element needs `touch-action: pan-y` so the browser
 * leaves horizontal moves to the page while still scrolling vertically.
 */
export function useSwipe({ onSwipeLeft, onSwipeRight }: Handlers) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.isPrimary) start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return;
      if (dx < 0) onSwipeLeft();
      else onSwipeRight();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
