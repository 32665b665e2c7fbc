import { useMutation } from '@tanstack/react-query';
import type { Tag, TagInput } from '@viral/domain';
import { adminFetch, errorMessage } from './admin-api.ts';
import { useInvalidateAll } from './recipe-mutations.ts';

export function useSaveTag() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TagInput }) =>
      id
        ? adminFetch<Tag>(`/api/admin/tags/${id}`, { method: 'PATCH', body: input })
        : adminFetch<Tag>('/api/admin/tags', { method: 'POST', body: input }),
    onSuccess: invalidate,
    // The spec's alert, with the server's reason (e.g. a name already taken) after it.
    onError: (error) => window.alert(`Failed to save tag: ${errorMessage(error, 'unknown error')}`),
  });
}

export function useDeleteTag() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: string) => adminFetch<void>(`/api/admin/tags/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
    onError: () => window.alert('Failed to delete tag'),
  });
}
