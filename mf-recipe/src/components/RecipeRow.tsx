import type { RecipeSummary } from '@viral/domain';
import { Skeleton } from '@viral/ui';
import { RecipeCard } from '@viral/ui/cards';

type Props = { id: string; title: string; recipes: RecipeSummary[] | undefined; isPending: boolean };

/** A titled row of up to 4 recipe cards below the recipe (Similar, Trending for You). */
export function RecipeRow({ id, title, recipes, isPending }: Props) {
  if (!isPending && (!recipes || recipes.length === 0)) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-extrabold tracking-tight">
        {title}
      </h2>
      <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {recipes
          ? recipes.map((recipe) => <RecipeCard key={recipe.id} recipe={recipe} />)
          : ['a', 'b', 'c', 'd'].map((key) => <Skeleton key={key} className="aspect-[4/5] rounded-3xl" />)}
      </div>
    </section>
  );
}
