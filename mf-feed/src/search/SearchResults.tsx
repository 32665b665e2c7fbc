import type { SearchFilters } from '@viral/domain';
import { SEARCH_SKELETON_COUNT, wordFor } from '@viral/domain';
import { Icon } from '@viral/ui';
import { Link } from 'wouter';
import { LoadMore } from '../components/LoadMore.tsx';
import { RecipeGrid } from '../components/RecipeGrid.tsx';
import { RecipeGridPlaceholder } from '../components/RecipeGridPlaceholder.tsx';
import { useRecipeSearch } from './search-query.ts';

type Props = {
  filters: SearchFilters;
  /** A filter other than the text is on: the count says '(filtered)'. */
  filtered: boolean;
  /** Text or filters narrow the results: an empty result offers to clear them. */
  narrowed: boolean;
  onClear: () => void;
};

const countFormat = new Intl.NumberFormat('en-US');
/** Results a phone may show on the first screen: their photos load at once, first. */
const ABOVE_THE_FOLD = 2;

/** Count, 'Sorted by trending', 8 skeletons, the grid, 'Load more', and both empty states. */
export function SearchResults({ filters, filtered, narrowed, onClear }: Props) {
  const { search, recipes } = useRecipeSearch(filters);
  if (search.isPending)
    return (
      <div className="mt-8">
        <RecipeGridPlaceholder count={SEARCH_SKELETON_COUNT} />
      </div>
    );
  const firstPage = search.data?.pages[0];
  const total = firstPage?.total ?? 0;
  // Past the counted maximum the exact number is unknown: '1,000+'.
  const totalText = `${countFormat.format(total)}${firstPage?.total_capped ? '+' : ''}`;

  if (recipes.length === 0) {
    return (
      <div className="mt-10 flex flex-col items-center rounded-3xl border-2 border-dashed border-stone-200 bg-white px-6 py-16 text-center">
        <Icon name="search" className="size-10 text-brand-500" />
        <h2 className="mt-4 text-xl font-bold">No viral recipes found</h2>
        {narrowed ? (
          <>
            <p className="mt-1 text-stone-600">Try fewer filters or another search.</p>
            <button
              type="button"
              onClick={onClear}
              className="mt-6 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              Clear All Filters
            </button>
          </>
        ) : (
          <Link
            href="/admin"
            className="mt-6 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Add First Viral Recipe
          </Link>
        )}
      </div>
    );
  }

  return (
    <div className="mt-6">
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
        <p role="status" className="font-semibold">
          Found {totalText} viral {wordFor(total, 'recipe')}
          {filtered && <span className="ml-1 font-normal text-stone-600">(filtered)</span>}
        </p>
        <p className="inline-flex items-center gap-1 text-sm text-stone-600">
          <Icon name="flame" className="size-4 text-brand-600" /> Sorted by trending
        </p>
      </div>
      <RecipeGrid recipes={recipes} eagerCount={ABOVE_THE_FOLD} />
      <LoadMore
        hasMore={search.hasNextPage}
        loading={search.isFetchingNextPage}
        onLoad={() => search.fetchNextPage()}
      />
    </div>
  );
}
