import { wordFor } from '@viral/domain';
import { Icon } from '@viral/ui';
import { useState } from 'react';
import { Link } from 'wouter';
import { ExploreSheet } from './ExploreSheet.tsx';
import { TagImage } from './TagImage.tsx';
import type { TagWithCount } from './tag-queries.ts';

/** The coloured header: #name, 'Category' badge, count, description and the explore entry. */
export function TagHeader({ tag, sample }: { tag: TagWithCount; sample?: string | null }) {
  const [sheet, setSheet] = useState(false);
  const explore =
    'items-center gap-2 rounded-full bg-white px-6 py-3 font-bold text-ink shadow-lg transition hover:scale-[1.03] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
  return (
    <header className="relative isolate overflow-hidden text-white" style={{ backgroundColor: tag.color }}>
      <TagImage
        tag={tag}
        src={tag.image_url ?? sample}
        loading="eager"
        className="absolute inset-0 -z-20 size-full opacity-40"
      />
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-t from-black/75 via-black/45 to-black/25"
        aria-hidden="true"
      />
      <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
        <Link
          href="/categories"
          className="inline-flex items-center gap-1 text-sm font-semibold text-white/90 hover:text-white"
        >
          <Icon name="arrowLeft" className="size-4" /> All tags
        </Link>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <h1 className="text-4xl font-black tracking-tight sm:text-6xl">#{tag.name}</h1>
          {tag.is_category && (
            <span className="rounded-full bg-white/90 px-3 py-1 text-xs font-extrabold uppercase tracking-wider text-ink">
              Category
            </span>
          )}
        </div>
        <p className="mt-2 font-semibold text-white/90">
          {tag.usage_count} viral {wordFor(tag.usage_count, 'recipe')}
        </p>
        {tag.description && <p className="mt-3 max-w-2xl text-lg text-white/90">{tag.description}</p>}
        <Link href={`/category-explore/${tag.slug}`} className={`mt-6 hidden md:inline-flex ${explore}`}>
          <Icon name="compass" /> Explore Category
        </Link>
        <button
          type="button"
          onClick={() => setSheet(true)}
          className={`mt-6 inline-flex md:hidden ${explore}`}
        >
          <Icon name="compass" /> Explore #{tag.name}
        </button>
      </div>
      {sheet && <ExploreSheet slug={tag.slug} name={tag.name} onClose={() => setSheet(false)} />}
    </header>
  );
}
