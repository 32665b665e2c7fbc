import { useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '@viral/domain';
import { okJson } from '@viral/ui/api-client';
import { visitorApi } from './visitor-api.ts';

export type Interactions = { isLiked: boolean; isSaved: boolean };
const NONE: Interactions = { isLiked: false, isSaved: false };

/** This visitor's like and save state of a recipe; a failure reads as neither. */
export function useInteractions(recipeId: string, enabled = true) {
  return useQuery({
    queryKey: ['interactions', recipeId],
    queryFn: async ({ signal }) => {
      try {
        return await okJson(
          visitorApi.recipes[':id'].interactions.$get({ param: { id: recipeId } }, { init: { signal } }),
        );
      } catch (error) {
        if (signal.aborted) throw error;
        console.error('[viral] could not load the like state', error);
        return NONE;
      }
    },
    staleTime: CACHE_MS.interactions,
    enabled,
  });
}
