import { MOBILE_BREAKPOINT_PX } from '@viral/domain';
import { useSyncExternalStore } from 'react';

const NARROW = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** Whether a CSS media query matches now, following changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** Narrow screens: under the 768 px mobile breakpoint. */
export const useIsNarrow = () => useMediaQuery(NARROW);
