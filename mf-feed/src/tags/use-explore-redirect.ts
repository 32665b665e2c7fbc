import { EXPLORE_PREFERENCE_REDIRECT_MS } from '@viral/domain';
import { exploreModeEnabled, useIsNarrow } from '@viral/ui';
import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** With the stored explore preference on a narrow screen, go to the tag's feed after 100 ms. */
export function useExploreRedirect(slug: string, ready: boolean) {
  const narrow = useIsNarrow();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!ready || !narrow || !exploreModeEnabled()) return;
    const timer = setTimeout(() => navigate(`/category-explore/${slug}`), EXPLORE_PREFERENCE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [ready, narrow, slug, navigate]);
}
