import { filtersFromSearch, filtersToSearch, NO_FILTERS, type SearchFilters } from '@viral/domain';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/** The filters read from and written to the URL (replacing the history entry while typing). */
export function useSearchFilters() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const setFilters = useCallback(
    (change: Partial<SearchFilters>) => {
      const next = filtersToSearch({ ...filtersFromSearch(search), ...change });
      navigate(next ? `/search?${next}` : '/search', { replace: true });
    },
    [navigate, search],
  );
  const clear = useCallback(() => setFilters(NO_FILTERS), [setFilters]);
  return { filters, setFilters, clear };
}
