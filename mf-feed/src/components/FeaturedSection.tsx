import { HOME_FEATURED_COUNT } from '@viral/domain';
import { Icon } from '@viral/ui';
import { useFeaturedRecipes } from '../recipe-queries.ts';
import { RecipeGrid } from './RecipeGrid.tsx';
import { RecipeGridPlaceholder } from './RecipeGridPlaceholder.tsx';

/** Three featured recipes above Popular, all three from one featured list. */
export function FeaturedSection() {
  const { data: recipes, isPending } = useFeaturedRecipes();
  if (!isPending && (!recipes || recipes.length === 0)) return null;
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-5 pt-16 sm:px-8">
      <p className="inline-flex items-center gap-1.5 text-sm font-bold uppercase tracking-widest text-brand-700">
        <Icon name="zap" className="size-4" /> Right now
      </p>
      <h2 id="featured-heading" className="mb-8 mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">
        Trending Today
      </h2>
      {recipes ? (
        <RecipeGrid recipes={recipes} columns="md:grid-cols-3" />
      ) : (
        <RecipeGridPlaceholder count={HOME_FEATURED_COUNT} columns="md:grid-cols-3" />
      )}
    </section>
  );
}
