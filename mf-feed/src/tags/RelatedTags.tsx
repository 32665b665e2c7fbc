import type { Tag } from '@viral/domain';
import { Link } from 'wouter';

/** 'Related Viral Tags': up to 10 co-occurring tags (useRelatedTags). */
export function RelatedTags({ related }: { related: { tag: Tag }[] }) {
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-tags" className="mt-10">
      <h2 id="related-tags" className="text-xl font-extrabold">
        Related Viral Tags
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {related.map(({ tag }) => (
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
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
