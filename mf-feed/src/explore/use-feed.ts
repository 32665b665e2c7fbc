import { useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '@viral/domain';
import { okJson } from '@viral/ui/api-client';
import { visitorApi } from '../api.ts';
import { feedRequest } from './feed-request.ts';

/** The personalised explore feed, sitewide or for one tag; cached 5 minutes. */
export function useFeed(tag?: string) {
  return useQuery({
    queryKey: ['feed', tag ?? 'sitewide'],
    queryFn: async ({ signal }) =>
      (await okJson(visitorApi.feed.$post({ json: feedRequest(tag) }, { init: { signal } }))).items,
    staleTime: CACHE_MS.recipes,
  });
}
