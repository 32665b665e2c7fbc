import { useEffect } from 'react';
import { removeBootHero } from './boot-hero.ts';

/** Shown while a screen's remote code loads. */
export function ScreenLoading() {
  // Unmounted when the screen (or its error fallback) renders: the static hero is no longer needed.
  useEffect(() => removeBootHero, []);
  return (
    <div role="status" aria-label="Loading" className="flex min-h-[60vh] items-center justify-center">
      <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-500" />
    </div>
  );
}
