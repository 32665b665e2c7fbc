import { Icon } from '@viral/ui';
import { Link } from 'wouter';

/** The home page's empty state: no recipes, or they could not be fetched (that failure is only logged). */
export function NoRecipesYet() {
  return (
    <div className="flex flex-col items-center rounded-3xl border-2 border-dashed border-stone-200 bg-white px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-500">
        <Icon name="chef" className="size-7" />
      </span>
      <h3 className="mt-4 text-xl font-bold">No Recipes Yet</h3>
      <p className="mt-1 text-stone-500">Be the first to add a recipe worth going viral.</p>
      <Link
        href="/admin"
        className="mt-6 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-500/25 transition hover:bg-brand-800"
      >
        Add First Recipe
      </Link>
    </div>
  );
}
