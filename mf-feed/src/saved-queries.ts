import { useInfiniteQuery } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE } from '@viral/domain';
import { okJson } from '@viral/ui/api-client';
import { visitorApi } from './api.ts';

/** This visitor's saved recipes, a page at a time; always fetched afresh (a save elsewhere changes it). */
export function useSavedRecipes() {
  return useInfiniteQuery({
    queryKey: ['saved'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = { limit: String(SEARCH_PAGE_SIZE), ...(pageParam && { cursor: pageParam }) };
      return okJson(visitorApi.saved.$get({ query }, { init: { signal } }));
    },
    getNextPageParam: (page) => page.next_cursor,
    staleTime: 0,
  });
}
