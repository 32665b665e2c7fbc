import { useQuery } from '@tanstack/react-query';
import { HOME_POPULAR_COUNT, type RecipeList } from '@viral/domain';
import { apiGet } from '@viral/ui';

/** The home page's Popular recipes; a failure is logged by the query cache and reads as empty. */
export function usePopularRecipes() {
  return useQuery({
    queryKey: ['recipes', 'popular'],
    queryFn: ({ signal }) => apiGet<RecipeList>('/api/recipes/popular', { signal }),
    select: (list) => list.items.slice(0, HOME_POPULAR_COUNT),
  });
}
