import type { Recipe } from '@viral/domain';
import { RemoteBoundary } from '@viral/ui';
import type { ReactNode } from 'react';
import { RecipeCard } from '../remote-recipe-card.ts';

type Props = { recipes: Recipe[]; loading: ReactNode; columns?: string };

/** mf-recipe's cards in a responsive grid; `loading` shows while the card's code arrives. */
export function RecipeGrid({ recipes, loading, columns = 'sm:grid-cols-2 lg:grid-cols-4' }: Props) {
  return (
    <RemoteBoundary name="mf_recipe/RecipeCard" loading={loading}>
      <div className={`grid gap-6 ${columns}`}>
        {recipes.map((recipe) => (
          <RecipeCard key={recipe.id} recipe={recipe} />
        ))}
      </div>
    </RemoteBoundary>
  );
}
