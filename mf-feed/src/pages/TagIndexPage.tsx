import '../styles.css';
import { TAG_INDEX, tagIndexSections } from '@viral/domain';
import { Icon, Skeleton } from '@viral/ui';
import { Link } from 'wouter';
import { useUsedTags } from '../recipe-queries.ts';
import { TagCard } from '../tags/TagCard.tsx';

const heading = 'text-2xl font-extrabold tracking-tight';
/** Category cards a phone shows on the first screen (two columns): their pictures load first. */
const ABOVE_THE_FOLD = 4;

/** /categories: 'Viral #Tags', the tag index. Only tags in use, most used first. */
export default function TagIndexPage() {
  const { data: tags, isPending } = useUsedTags();
  const { categories, trending } = tagIndexSections(tags ?? []);
  const empty = !isPending && (!tags || tags.length === 0);

  let content = (
    <div
      role="status"
      aria-label="Loading tags"
      className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
    >
      {Array.from({ length: TAG_INDEX.skeletons }, (_, n) => `s${n}`).map((key) => (
        <Skeleton key={key} className="aspect-[3/2] rounded-3xl" />
      ))}
    </div>
  );
  if (empty) {
    content = (
      <div className="mt-10 flex flex-col items-center rounded-3xl border-2 border-dashed border-stone-200 bg-white px-6 py-16 text-center">
        <Icon name="tag" className="size-10 text-brand-600" />
        <h2 className="mt-4 text-xl font-bold">No Viral Tags Yet</h2>
        <p className="mt-1 text-stone-600">Tags appear as soon as recipes are added.</p>
        <Link
          href="/admin"
          className="mt-6 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Add Recipes
        </Link>
      </div>
    );
  } else if (tags && tags.length > 0) {
    content = (
      <div className="mt-8 space-y-12">
        {categories.length > 0 && (
          <section aria-labelledby="main-categories">
            <h2 id="main-categories" className={heading}>
              Main Categories
            </h2>
            <div className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
              {categories.map((entry, index) => (
                <TagCard key={entry.tag.id} entry={entry} large priority={index < ABOVE_THE_FOLD} />
              ))}
            </div>
          </section>
        )}
        {trending.length > 0 && (
          <section aria-labelledby="trending-tags">
            <h2 id="trending-tags" className={heading}>
              Trending Tags
            </h2>
            <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5">
              {trending.map((entry) => (
                <TagCard key={entry.tag.id} entry={entry} />
              ))}
            </div>
          </section>
        )}
        <section aria-labelledby="all-tags">
          <h2 id="all-tags" className={heading}>
            All Tags
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {tags.map(({ tag, usage_count }) => (
              <li key={tag.id}>
                <Link
                  href={`/tag/${tag.slug}`}
                  className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-semibold ring-1 ring-stone-200 hover:ring-brand-400 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span
                    className="size-2.5 rounded-full"
                    style={{ backgroundColor: tag.color }}
                    aria-hidden="true"
                  />
                  #{tag.name}
                  <span className="rounded-full bg-stone-100 px-2 text-xs text-stone-700">{usage_count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    );
  }

  return (
    <div data-mf="mf_feed" className="mx-auto max-w-6xl px-5 py-10 sm:px-8">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
        Viral{' '}
        <span className="bg-gradient-to-r from-brand-600 to-accent-600 bg-clip-text text-transparent">
          #Tags
        </span>
      </h1>
      <p className="mt-2 text-stone-600">Every hashtag and category the feed is talking about.</p>
      {content}
    </div>
  );
}
