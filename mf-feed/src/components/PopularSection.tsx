import { HOME_PLACEHOLDER_COUNT } from '@viral/domain';
import { Icon } from '@viral/ui';
import { Link } from 'wouter';
import { usePopularRecipes } from '../recipe-queries.ts';
import { NoRecipesYet } from './NoRecipesYet.tsx';
import { RecipeGrid } from './RecipeGrid.tsx';
import { RecipeGridPlaceholder } from './RecipeGridPlaceholder.tsx';

export function PopularSection() {
  const { data: recipes, isPending } = usePopularRecipes();
  let content = <RecipeGridPlaceholder count={HOME_PLACEHOLDER_COUNT} />;
  if (!isPending && (!recipes || recipes.length === 0)) content = <NoRecipesYet />;
  if (recipes && recipes.length > 0) {
    content = <RecipeGrid recipes={recipes} />;
  }

  return (
    <section aria-labelledby="popular-heading" className="mx-auto max-w-6xl px-5 py-16 sm:px-8">
      <div className="mb-8 flex items-end justify-between gap-4">
        <div>
          <p className="inline-flex items-center gap-1.5 text-sm font-bold uppercase tracking-widest text-brand-700">
            <Icon name="flame" className="size-4" /> Most loved
          </p>
          <h2 id="popular-heading" className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">
            Popular
          </h2>
        </div>
        <Link
          href="/search"
          className="inline-flex shrink-0 items-center gap-1.5 rounded-full px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-200 transition hover:bg-brand-50"
        >
          Browse All <Icon name="arrowRight" className="size-4" />
        </Link>
      </div>
      {content}
    </section>
  );
}
