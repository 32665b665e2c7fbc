import { createContext, useContext, useEffect } from 'react';
import { pageTitle } from './site.ts';

/**
 * Where a server render collects the page's title: effects do not run there, so each title is noted
 * as it renders, in the order the browser's effects then set it (the last one is the screen's own).
 */
export const ServerPageTitle = createContext<{ title?: string } | null>(null);

/** Sets the document title while the calling screen is shown. */
export function usePageTitle(title: string | undefined) {
  const serverTitle = useContext(ServerPageTitle);
  if (serverTitle) serverTitle.title = pageTitle(title);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
