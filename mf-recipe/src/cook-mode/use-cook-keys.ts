import { useEffect, useRef } from 'react';

type Keys = { onNext: () => void; onPrevious: () => void; onClose: () => void };

/** Elements where Space already means something (press, tick, open). */
const OWN_SPACE = 'button, a, input, select, textarea, summary, [contenteditable]';

/**
 * The cook mode's keys, wherever focus is inside it: ArrowRight, PageDown or Space for the next
 * step, ArrowLeft or PageUp for the previous one, Escape to close.
 */
export function useCookKeys(keys: Keys) {
  const current = useRef(keys);
  current.current = keys;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const { onNext, onPrevious, onClose } = current.current;
      const ownSpace = event.target instanceof Element && event.target.closest(OWN_SPACE);
      let action: (() => void) | null = null;
      if (event.key === 'Escape') action = onClose;
      else if (event.key === 'ArrowRight' || event.key === 'PageDown') action = onNext;
      else if (event.key === ' ' && !ownSpace) action = onNext;
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') action = onPrevious;
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
