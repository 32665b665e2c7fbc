import { useInfiniteQuery } from '@tanstack/react-query';
import { CACHE_MS, SEARCH_PAGE_SIZE } from '@viral/domain';
import { okJson } from '@viral/ui/api-client';
import { publicApi } from '../api.ts';
import { filtersToSearch, type SearchFilters } from './search-filters.ts';

/** /api/recipes with the active filters, sorted by trending; pages follow `next_cursor`. */
export function useRecipeSearch(filters: SearchFilters) {
  const query = filtersToSearch(filters);
  return useInfiniteQuery({
    queryKey: ['recipes', 'search', query],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(query);
      params.set('limit', String(SEARCH_PAGE_SIZE));
      if (pageParam) params.set('cursor', pageParam);
      return okJson(publicApi.recipes.$get({ query: Object.fromEntries(params) }, { init: { signal } }));
    },
    getNextPageParam: (page) => page.next_cursor,
    staleTime: CACHE_MS.recipes,
  });
}
