import '../styles.css';
import { buttonClass, Icon } from '@viral/ui';
import { Link } from 'wouter';
import { LoadMore } from '../components/LoadMore.tsx';
import { RecipeGrid } from '../components/RecipeGrid.tsx';
import { RecipeGridPlaceholder } from '../components/RecipeGridPlaceholder.tsx';
import { useSavedRecipes } from '../saved-queries.ts';

/** /saved: the recipes this visitor saved for later, kept for their browser like their likes. */
export default function SavedPage() {
  const saved = useSavedRecipes();
  const items = saved.data?.pages.flatMap((page) => page.items) ?? [];
  let content = <RecipeGridPlaceholder count={8} />;
  if (saved.isError) {
    content = (
      <div role="alert" className="rounded-3xl bg-white p-8 text-center ring-1 ring-stone-200">
        <p className="font-semibold">Your saved recipes could not be loaded.</p>
        <button type="button" onClick={() => saved.refetch()} className={buttonClass('secondary', 'mt-4')}>
          Try again
        </button>
      </div>
    );
  } else if (!saved.isPending && items.length === 0) {
    content = (
      <div className="flex flex-col items-center rounded-3xl border-2 border-dashed border-stone-200 bg-white px-6 py-14 text-center">
        <Icon name="bookmark" className="size-10 text-brand-600" />
        <h2 className="mt-4 text-xl font-bold">No saved recipes yet</h2>
        <p className="mt-2 max-w-sm text-stone-600">Tap Save on any recipe and it waits for you here.</p>
        <Link href="/search" className={buttonClass('gradient', 'mt-6')}>
          Discover Recipes
        </Link>
      </div>
    );
  } else if (!saved.isPending) {
    content = (
      <>
        <RecipeGrid recipes={items} />
        <LoadMore
          hasMore={saved.hasNextPage}
          loading={saved.isFetchingNextPage}
          onLoad={() => saved.fetchNextPage()}
          onScroll
        />
      </>
    );
  }

  return (
    <div data-mf="mf_feed" className="mx-auto max-w-6xl px-5 py-10 sm:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Saved Recipes</h1>
      <p className="mt-2 mb-8 text-stone-600">The recipes you saved in this browser, the latest first.</p>
      {content}
    </div>
  );
}
