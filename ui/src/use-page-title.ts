import { useEffect } from 'react';
import { pageTitle } from './site.ts';

/** Sets the document title while the calling screen is shown. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
