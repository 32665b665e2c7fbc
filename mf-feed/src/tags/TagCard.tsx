import { formatCountOf, type TagWithUsage } from '@viral/domain';
import { Link } from 'wouter';
import { TagImage } from './TagImage.tsx';

/** A tag in the index: picture, #name and recipe count, linking to /tag/{slug}. */
type Props = {
  entry: TagWithUsage;
  large?: boolean;
  /** On the first screen: its picture loads at once, at high priority. */
  priority?: boolean;
};

export function TagCard({ entry, large = false, priority = false }: Props) {
  const { tag, usage_count, image_url } = entry;
  return (
    <Link
      href={`/tag/${tag.slug}`}
      data-testid="tag-card"
      className="group relative block overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200/70 transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <TagImage
        tag={tag}
        src={image_url}
        loading={priority ? 'eager' : 'lazy'}
        className={`w-full ${large ? 'aspect-[4/3]' : 'aspect-[3/2]'}`}
      />
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 via-black/50 to-transparent p-3 pt-10 text-white">
        <p className="font-bold leading-tight">#{tag.name}</p>
        <p className="text-xs font-medium text-white/90">{formatCountOf(usage_count, 'recipe')}</p>
      </div>
    </Link>
  );
}
