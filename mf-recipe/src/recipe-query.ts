import { useQuery } from '@tanstack/react-query';
import type { Recipe } from '@viral/domain';
import { apiGet } from '@viral/ui';

/** One recipe by slug; a 404 (or any failure) leaves `data` undefined and `isError` set. */
export function useRecipe(slug: string) {
  return useQuery({
    queryKey: ['recipe', slug],
    queryFn: ({ signal }) => apiGet<Recipe>(`/api/recipes/${encodeURIComponent(slug)}`, { signal }),
  });
}
