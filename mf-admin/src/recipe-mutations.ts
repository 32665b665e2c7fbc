import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Recipe, RecipeUpdate } from '@viral/domain';
import { adminFetch } from './admin-api.ts';

/**
 * After any catalogue change every cached list is stale (spec 4: the recipe list cache is cleared on
 * create, update or delete), public screens' caches included: they share this page's query cache.
 */
export function useInvalidateAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
}

export function useDeleteRecipe() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: string) => adminFetch<void>(`/api/admin/recipes/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
    onError: () => window.alert('Failed to delete recipe'),
  });
}

export function useUpdateRecipe() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: RecipeUpdate }) =>
      adminFetch<Recipe>(`/api/admin/recipes/${id}`, { method: 'PATCH', body: update }),
    onSuccess: invalidate,
  });
}
