import { FEED_TAGS_SHOWN, type Tag } from '@viral/domain';
import { Link } from 'wouter';

/** The first 3 tags on mobile and 4 on desktop, plus '+N' for the rest. */
export function FeedTags({ tags }: { tags: Tag[] }) {
  if (tags.length === 0) return null;
  const mobileRest = tags.length - FEED_TAGS_SHOWN.mobile;
  const desktopRest = tags.length - FEED_TAGS_SHOWN.desktop;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
      {tags.slice(0, FEED_TAGS_SHOWN.desktop).map((tag, n) => (
        <li key={tag.id} className={n >= FEED_TAGS_SHOWN.mobile ? 'hidden md:block' : ''}>
          <Link
            href={`/tag/${tag.slug}`}
            className="rounded-full bg-white/20 px-2.5 py-1 text-xs font-semibold text-white backdrop-blur hover:bg-white/30"
          >
            #{tag.name}
          </Link>
        </li>
      ))}
      {mobileRest > 0 && (
        <li className="rounded-full bg-white/20 px-2.5 py-1 text-xs font-semibold text-white md:hidden">
          +{mobileRest}
        </li>
      )}
      {desktopRest > 0 && (
        <li className="hidden rounded-full bg-white/20 px-2.5 py-1 text-xs font-semibold text-white md:block">
          +{desktopRest}
        </li>
      )}
    </ul>
  );
}
