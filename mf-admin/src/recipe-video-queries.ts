import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isVideoBeingPrepared } from '@viral/domain';
import { okEmpty, okJson } from '@viral/ui/api-client';
import { adminApi } from './admin-api.ts';
import { useInvalidateAll } from './recipe-mutations.ts';

/** How often a video being prepared is looked at again: preparing takes seconds to minutes. */
export const VIDEO_RECHECK_MS = 2000;

const videoKey = (id: string) => ['admin', 'recipe-video', id];

/** The recipe's video as the edit dialog shows it, read again while it is being prepared. */
export function useRecipeVideo(id: string) {
  return useQuery({
    queryKey: videoKey(id),
    queryFn: async () => (await okJson(adminApi.admin.recipes[':id'].video.$get({ param: { id } }))).video,
    refetchInterval: (query) => (isVideoBeingPrepared(query.state.data) ? VIDEO_RECHECK_MS : false),
  });
}

/** Remove or replace: the dialog's video and every list (a recipe's card shows its video) are stale. */
function useVideoChange<T>(id: string, change: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  const invalidateAll = useInvalidateAll();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: videoKey(id) });
      await invalidateAll();
    },
  });
}

export const useRemoveRecipeVideo = (id: string) =>
  useVideoChange(id, () => okEmpty(adminApi.admin.recipes[':id'].video.$delete({ param: { id } })));

export const useReplaceRecipeVideo = (id: string) =>
  useVideoChange(id, (url: string) =>
    okJson(adminApi.admin.recipes[':id'].video.$put({ param: { id }, json: { url } })),
  );
