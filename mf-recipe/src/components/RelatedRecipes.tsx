import { PRODUCT_NAME } from '@viral/domain';
import { useSimilarRecipes, useTrendingForYou } from '../related-queries.ts';
import { RecipeRow } from './RecipeRow.tsx';

/** 'Similar {product}' (up to 4) and 'Trending for You' (4, excluding this recipe). */
export function RelatedRecipes({ recipeId }: { recipeId: string }) {
  const similar = useSimilarRecipes(recipeId);
  const trending = useTrendingForYou(recipeId);
  return (
    <div className="space-y-12 pt-4">
      <RecipeRow
        id="similar-heading"
        title={`Similar ${PRODUCT_NAME}`}
        recipes={similar.data}
        isPending={similar.isPending}
      />
      <RecipeRow
        id="trending-heading"
        title="Trending for You"
        recipes={trending.data}
        isPending={trending.isPending}
      />
    </div>
  );
}
