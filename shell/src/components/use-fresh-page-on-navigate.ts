import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** A new path starts at the top of the page (the browser only does this for full page loads). */
export function useFreshPageOnNavigate() {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    window.scrollTo({ top: 0 });
  }, [location]);
}
