import { useInfiniteQuery } from '@tanstack/react-query';
import {
  CACHE_MS,
  filtersToSearch,
  SEARCH_PAGE_SIZE,
  type SearchFilters,
  searchReadKey,
} from '@viral/domain';
import { okJson } from '@viral/ui/api-client';
import { publicApi } from '../api.ts';

/**
 * /api/recipes with the active filters, sorted by trending; pages follow `next_cursor`. `recipes` is
 * every page's.
 */
export function useRecipeSearch(filters: SearchFilters) {
  const query = filtersToSearch(filters);
  const search = useInfiniteQuery({
    queryKey: searchReadKey(filters),
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
  const found = search.data?.pages.flatMap((page) => page.items) ?? [];
  return { search, recipes: found };
}
