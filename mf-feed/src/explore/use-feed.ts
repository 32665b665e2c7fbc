import { useQuery } from '@tanstack/react-query';
import { CACHE_MS, type FeedItem } from '@viral/domain';
import { apiPost } from '@viral/ui';
import { feedRequest } from './feed-request.ts';

/** The personalised explore feed, sitewide or for one tag; cached 5 minutes (spec 4). */
export function useFeed(tag?: string) {
  return useQuery({
    queryKey: ['feed', tag ?? 'sitewide'],
    queryFn: async () => (await apiPost<{ items: FeedItem[] }>('/api/feed', feedRequest(tag))).items,
    staleTime: CACHE_MS.recipes,
  });
}
