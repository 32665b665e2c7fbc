import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE_MS, type FeedItem, firstSlideKey } from '@viral/domain';
import { okJson } from '@viral/ui/api-client';
import { useState } from 'react';
import { visitorApi } from '../api.ts';
import { feedRequest } from './feed-request.ts';

/** The list with `first` at its head, once: the feed starts on the slide the visitor already sees. */
function startingWith(first: FeedItem | undefined, items: FeedItem[]): FeedItem[] {
  if (!first) return items;
  return [first, ...items.filter((item) => item.id !== first.id)];
}

/**
 * The personalised explore feed, sitewide or for one tag; cached 5 minutes. The first slide the
 * server rendered the page with (for a visitor with nothing recorded) shows at once and stays first,
 * while the feed ranked for this browser, which only the browser can ask for, arrives.
 */
export function useFeed(tag?: string) {
  const queryClient = useQueryClient();
  const [first] = useState(() => queryClient.getQueryData<FeedItem[]>(firstSlideKey(tag))?.[0]);
  return useQuery({
    queryKey: ['feed', tag ?? 'sitewide'],
    queryFn: async ({ signal }) =>
      startingWith(
        first,
        (await okJson(visitorApi.feed.$post({ json: feedRequest(tag) }, { init: { signal } }))).items,
      ),
    placeholderData: first ? [first] : undefined,
    staleTime: CACHE_MS.recipes,
  });
}
