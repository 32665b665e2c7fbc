import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipeUpdate } from '@viral/domain';
import { okEmpty, okJson } from '@viral/ui/api-client';
import { adminApi } from './admin-api.ts';

/**
 * After any catalogue change every cached list is stale (the recipe list cache is cleared on
 * create, update or delete), public screens' caches included: they share this page's query cache.
 */
export function useInvalidateAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
}

export function useDeleteRecipe() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: string) => okEmpty(adminApi.admin.recipes[':id'].$delete({ param: { id } })),
    onSuccess: invalidate,
    onError: () => window.alert('Failed to delete recipe'),
  });
}

export function useUpdateRecipe() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: RecipeUpdate }) =>
      okJson(adminApi.admin.recipes[':id'].$patch({ param: { id }, json: update })),
    onSuccess: invalidate,
  });
}
