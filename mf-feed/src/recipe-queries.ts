import { useQuery } from '@tanstack/react-query';
import {
  CACHE_MS,
  HOME_FEATURED_COUNT,
  HOME_POPULAR_COUNT,
  recipeListKey,
  tagIndexSections,
  usedTagsKey,
} from '@viral/domain';
import { okJson } from '@viral/ui/api-client';
import { publicApi } from './api.ts';

function useRecipeList(name: 'popular' | 'featured', count: number) {
  return useQuery({
    queryKey: recipeListKey(name),
    queryFn: ({ signal }) => okJson(publicApi.recipes[name].$get(undefined, { init: { signal } })),
    select: (list) => list.items.slice(0, count),
    staleTime: CACHE_MS.recipes,
  });
}

/** The home page's Popular recipes; a failure is logged by the query cache and reads as empty. */
export const usePopularRecipes = () => useRecipeList('popular', HOME_POPULAR_COUNT);
/** The home page's three featured recipes, all from one list. */
export const useFeaturedRecipes = () => useRecipeList('featured', HOME_FEATURED_COUNT);

/** Every tag in use with its count, most used first, as the tag index lists them. */
export function useUsedTags() {
  return useQuery({
    queryKey: usedTagsKey(),
    queryFn: ({ signal }) => okJson(publicApi.tags.$get({ query: { used: 'true' } }, { init: { signal } })),
    select: (list) => tagIndexSections(list.items).used,
    staleTime: CACHE_MS.recipes,
  });
}
