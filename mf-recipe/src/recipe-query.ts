import { useQuery } from '@tanstack/react-query';
import { recipeReadKey } from '@viral/domain';
import { okJson } from '@viral/ui/api-client';
import { publicApi } from './api.ts';

/** One recipe by slug; a 404 (or any failure) leaves `data` undefined and `isError` set. */
export function useRecipe(slug: string) {
  return useQuery({
    queryKey: recipeReadKey(slug),
    queryFn: ({ signal }) =>
      okJson(
        publicApi.recipes[':slug'].$get({ param: { slug: encodeURIComponent(slug) } }, { init: { signal } }),
      ),
  });
}
