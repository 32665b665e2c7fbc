import { DETAIL_TRENDING_COUNT, fillSection, PRODUCT_NAME } from '@viral/domain';
import { useSimilarRecipes, useTrendingCandidates } from '../related-queries.ts';
import { RecipeRow } from './RecipeRow.tsx';

/**
 * 'Similar {product}' (up to 4) and 'Trending for You' (4, excluding this recipe and those Similar
 * shows, so no card repeats).
 */
export function RelatedRecipes({ recipeId }: { recipeId: string }) {
  const similar = useSimilarRecipes(recipeId);
  const candidates = useTrendingCandidates(recipeId);
  // Trending waits for Similar, so it never shows a card that then moves away.
  const trendingPending = candidates.isPending || similar.isPending;
  const trending = trendingPending
    ? undefined
    : fillSection(candidates.data ?? [], similar.data ?? [], DETAIL_TRENDING_COUNT);
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
        recipes={trending}
        isPending={trendingPending}
      />
    </div>
  );
}
