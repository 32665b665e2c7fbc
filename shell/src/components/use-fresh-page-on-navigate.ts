import { removeBootScreen } from '@viral/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { removeBootHero } from './boot-hero.ts';

/**
 * A new path starts at the top of the page (the browser only does this for full page loads) and
 * without the pictures the first page's HTML painted before its screen was ready.
 */
export function useFreshPageOnNavigate() {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    window.scrollTo({ top: 0 });
    removeBootHero();
    removeBootScreen();
  }, [location]);
}
