import '../styles.css';
import { PRODUCT_NAME } from '@viral/domain';
import { Icon, recordTagView, usePageTitle } from '@viral/ui';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { LoadMore } from '../components/LoadMore.tsx';
import { RecipeGrid } from '../components/RecipeGrid.tsx';
import { RecipeGridPlaceholder } from '../components/RecipeGridPlaceholder.tsx';
import { RelatedTags } from '../tags/RelatedTags.tsx';
import { SeenHidden } from '../tags/SeenHidden.tsx';
import { TagHeader } from '../tags/TagHeader.tsx';
import { TagNotFound } from '../tags/TagNotFound.tsx';
import { useRelatedTags, useTag, useTagRecipes } from '../tags/tag-queries.ts';
import { useExploreRedirect } from '../tags/use-explore-redirect.ts';

/** Cards a phone may show on the first screen: their photos load at once, first. */
const ABOVE_THE_FOLD = 2;

/** /tag/:slug and /category/:slug: one tag's page. */
export default function TagPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { data: tag, isPending } = useTag(slug);
  // The recipes this browser viewed last, once the visitor asks to see them: for this tag only.
  const [seen, setSeen] = useState<{ slug: string; count: number } | null>(null);
  const showSeen = seen?.slug === slug;
  const recipes = useTagRecipes(slug, Boolean(tag), showSeen);
  const hidden = recipes.isPlaceholderData ? 0 : (recipes.data?.pages[0]?.hidden ?? 0);
  // The related tags sit above the recipes: the page waits for them (read with the HTML) so they
  // never push the recipes down once shown.
  const related = useRelatedTags(slug, true);
  usePageTitle(tag ? `#${tag.name}` : isPending ? undefined : 'Tag Not Found');
  useExploreRedirect(slug, Boolean(tag));
  useEffect(() => {
    if (tag) recordTagView(tag.slug);
  }, [tag]);
  const items = recipes.data?.pages.flatMap((page) => page.items) ?? [];

  if (isPending || related.isPending) {
    return (
      <div data-mf="mf_feed" className="mx-auto max-w-6xl px-5 py-10 sm:px-8">
        <RecipeGridPlaceholder count={8} />
      </div>
    );
  }
  if (!tag)
    return (
      <div data-mf="mf_feed">
        <TagNotFound />
      </div>
    );

  return (
    <div data-mf="mf_feed">
      <TagHeader tag={tag} sample={items[0]?.image_url} />
      <div className="mx-auto max-w-6xl px-5 pb-16 sm:px-8">
        <RelatedTags related={related.data ?? []} />
        <section aria-labelledby="tag-recipes" className="mt-10">
          <h2 id="tag-recipes" className="mb-5 text-2xl font-extrabold tracking-tight">
            #{tag.name} {PRODUCT_NAME}
          </h2>
          <SeenHidden
            count={showSeen ? seen.count : hidden}
            shown={showSeen}
            onToggle={() => setSeen(showSeen ? null : { slug, count: hidden })}
          />
          {recipes.isPending ? (
            <RecipeGridPlaceholder count={8} />
          ) : items.length > 0 ? (
            <>
              <RecipeGrid recipes={items} eagerCount={ABOVE_THE_FOLD} />
              <LoadMore
                hasMore={recipes.hasNextPage}
                loading={recipes.isFetchingNextPage}
                onLoad={() => recipes.fetchNextPage()}
                onScroll
              />
            </>
          ) : (
            <div className="flex flex-col items-center rounded-3xl border-2 border-dashed border-stone-200 bg-white px-6 py-14 text-center">
              <Icon name="chef" className="size-10 text-brand-600" />
              <h3 className="mt-4 text-xl font-bold">No {PRODUCT_NAME} Yet</h3>
              <Link
                href="/admin/add-recipe"
                className="mt-6 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
              >
                Add a Recipe
              </Link>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
