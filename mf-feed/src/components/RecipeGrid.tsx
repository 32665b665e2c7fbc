import type { RecipeSummary } from '@viral/domain';
import { RecipeCard } from '@viral/ui/cards';

type Props = {
  recipes: RecipeSummary[];
  columns?: string;
  /** How many of the first cards are on the first screen: their photos load at once, at high priority. */
  eagerCount?: number;
};

/** ui's recipe cards in a responsive grid. */
export function RecipeGrid({ recipes, columns = 'sm:grid-cols-2 lg:grid-cols-4', eagerCount = 0 }: Props) {
  return (
    <div className={`grid gap-6 ${columns}`}>
      {recipes.map((recipe, index) => (
        <RecipeCard key={recipe.id} recipe={recipe} priority={index < eagerCount} />
      ))}
    </div>
  );
}
