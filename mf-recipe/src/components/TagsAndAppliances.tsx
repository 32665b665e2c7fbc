import { type Tag, titleCase } from '@viral/domain';
import { Link } from 'wouter';

type Props = { tags: Tag[]; appliances: string[] };

/** The recipe's tag links (to /tag/{slug}) and its required appliances. */
export function TagsAndAppliances({ tags, appliances }: Props) {
  if (tags.length === 0 && appliances.length === 0) return null;
  return (
    <div className="space-y-4">
      {tags.length > 0 && (
        <nav aria-label="Tags" className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <Link
              key={tag.id}
              href={`/tag/${tag.slug}`}
              className="rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              #{tag.name}
            </Link>
          ))}
        </nav>
      )}
      {appliances.length > 0 && (
        <section aria-labelledby="appliances-heading" className="flex flex-wrap items-center gap-2">
          <h2
            id="appliances-heading"
            className="mr-1 text-sm font-bold uppercase tracking-wide text-stone-600"
          >
            Required appliances
          </h2>
          {appliances.map((appliance) => (
            <span
              key={appliance}
              className="rounded-full bg-stone-100 px-3 py-1 text-sm font-medium text-stone-700"
            >
              {titleCase(appliance)}
            </span>
          ))}
        </section>
      )}
    </div>
  );
}
