import { useQuery } from '@tanstack/react-query';
import { DETAIL_TRENDING_COUNT, type RecipeList, SIMILAR_RECIPES_COUNT } from '@viral/domain';
import { apiGet } from '@viral/ui';

/** 'Similar Recipes': up to 4 sharing tags with this one. */
export function useSimilarRecipes(recipeId: string) {
  return useQuery({
    queryKey: ['recipes', 'similar', recipeId],
    queryFn: ({ signal }) =>
      apiGet<RecipeList>(`/api/recipes/${recipeId}/similar?limit=${SIMILAR_RECIPES_COUNT}`, { signal }),
    select: (list) => list.items.slice(0, SIMILAR_RECIPES_COUNT),
  });
}

/** 'Trending for You': 4 trending recipes, never the one on screen. */
export function useTrendingForYou(recipeId: string) {
  return useQuery({
    queryKey: ['recipes', 'trending', 'excluding', recipeId],
    queryFn: ({ signal }) =>
      apiGet<RecipeList>(`/api/recipes/trending?limit=${DETAIL_TRENDING_COUNT}&exclude=${recipeId}`, {
        signal,
      }),
    select: (list) => list.items.filter((recipe) => recipe.id !== recipeId).slice(0, DETAIL_TRENDING_COUNT),
  });
}
