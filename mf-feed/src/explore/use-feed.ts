import { useQuery } from '@tanstack/react-query';
import { CACHE_MS, type FeedItem } from '@viral/domain';
import { bootScreenItems, paintedFirst } from '@viral/ui';
import { okJson } from '@viral/ui/api-client';
import { useState } from 'react';
import { visitorApi } from '../api.ts';
import { feedRequest } from './feed-request.ts';

/**
 * The personalised explore feed, sitewide or for one tag; cached 5 minutes. The slide the page's HTML
 * painted shows at once and stays first, so the feed starts on the slide the visitor already sees.
 */
export function useFeed(tag?: string) {
  const [painted] = useState(() => bootScreenItems<FeedItem>());
  return useQuery({
    queryKey: ['feed', tag ?? 'sitewide'],
    queryFn: async ({ signal }) =>
      paintedFirst(
        painted,
        (await okJson(visitorApi.feed.$post({ json: feedRequest(tag) }, { init: { signal } }))).items,
      ),
    placeholderData: painted ?? undefined,
    staleTime: CACHE_MS.recipes,
  });
}
