import type { RecipeSummary } from '@viral/domain';
import { RemoteBoundary } from '@viral/ui';
import type { ReactNode } from 'react';
import { RecipeCard } from '../remote-recipe-card.ts';

type Props = {
  recipes: RecipeSummary[];
  loading: ReactNode;
  columns?: string;
  /** How many of the first cards are on the first screen: their photos load at once, at high priority. */
  eagerCount?: number;
};

/** mf-recipe's cards in a responsive grid; `loading` shows while the card's code arrives. */
export function RecipeGrid({
  recipes,
  loading,
  columns = 'sm:grid-cols-2 lg:grid-cols-4',
  eagerCount = 0,
}: Props) {
  return (
    <RemoteBoundary name="mf_recipe/RecipeCard" loading={loading}>
      <div className={`grid gap-6 ${columns}`}>
        {recipes.map((recipe, index) => (
          <RecipeCard key={recipe.id} recipe={recipe} priority={index < eagerCount} />
        ))}
      </div>
    </RemoteBoundary>
  );
}
