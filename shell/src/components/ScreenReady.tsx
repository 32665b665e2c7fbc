import { useEffect } from 'react';

/**
 * Marks the page once its screen works: hydrated and its effects run (a server-rendered button does
 * nothing before). End-to-end tests wait for it before they tap.
 */
export function ScreenReady() {
  useEffect(() => {
    document.documentElement.setAttribute('data-screen-ready', '');
  }, []);
  return null;
}
