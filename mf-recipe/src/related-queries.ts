import { useQuery } from '@tanstack/react-query';
import { DETAIL_TRENDING_COUNT, SIMILAR_RECIPES_COUNT } from '@viral/domain';
import { okJson } from '@viral/ui/api-client';
import { publicApi } from './api.ts';

/** 'Similar Recipes': up to 4 sharing tags with this one. */
export function useSimilarRecipes(recipeId: string) {
  return useQuery({
    queryKey: ['recipes', 'similar', recipeId],
    queryFn: ({ signal }) =>
      okJson(
        publicApi.recipes[':id'].similar.$get(
          { param: { id: recipeId }, query: { limit: String(SIMILAR_RECIPES_COUNT) } },
          { init: { signal } },
        ),
      ),
    select: (list) => list.items.slice(0, SIMILAR_RECIPES_COUNT),
  });
}

/**
 * Candidates for 'Trending for You': trending recipes, never the one on screen, enough of them that
 * 4 remain once those 'Similar' shows are left out (`fillSection`).
 */
export function useTrendingCandidates(recipeId: string) {
  return useQuery({
    queryKey: ['recipes', 'trending', 'excluding', recipeId],
    queryFn: ({ signal }) =>
      okJson(
        publicApi.recipes.trending.$get(
          { query: { limit: String(DETAIL_TRENDING_COUNT + SIMILAR_RECIPES_COUNT), exclude: recipeId } },
          { init: { signal } },
        ),
      ),
    select: (list) => list.items.filter((recipe) => recipe.id !== recipeId),
  });
}
