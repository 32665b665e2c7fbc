import { useMutation } from '@tanstack/react-query';
import type { TagInput } from '@viral/domain';
import { okEmpty, okJson } from '@viral/ui/api-client';
import { adminApi, errorMessage } from './admin-api.ts';
import { useInvalidateAll } from './recipe-mutations.ts';

export function useSaveTag() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TagInput }) =>
      id
        ? okJson(adminApi.admin.tags[':id'].$patch({ param: { id }, json: input }))
        : okJson(adminApi.admin.tags.$post({ json: input })),
    onSuccess: invalidate,
    // The alert, with the server's reason (e.g. a name already taken) after it.
    onError: (error) => window.alert(`Failed to save tag: ${errorMessage(error, 'unknown error')}`),
  });
}

export function useDeleteTag() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: string) => okEmpty(adminApi.admin.tags[':id'].$delete({ param: { id } })),
    onSuccess: invalidate,
    onError: () => window.alert('Failed to delete tag'),
  });
}
