import '../styles.css';
import { Icon, useInertOutside } from '@viral/ui';
import { useCallback, useRef } from 'react';
import { useLocation, useParams } from 'wouter';
import { ExploreFeed } from '../explore/ExploreFeed.tsx';
import { ExitLink, FeedEmpty, FeedLoading } from '../explore/FeedStates.tsx';
import { useFeed } from '../explore/use-feed.ts';
import { useTag } from '../tags/tag-queries.ts';

/** /category-explore/:slug: one tag's full-screen feed. Escape goes to /tag/{slug}. */
export default function TagExplorePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const [, navigate] = useLocation();
  const tag = useTag(slug);
  const feed = useFeed(slug);
  const name = tag.data?.name ?? slug;
  const exit = useCallback(() => navigate(`/tag/${slug}`), [navigate, slug]);

  // The feed covers the whole screen: focus must not reach the header or anything else behind it.
  const screen = useRef<HTMLDivElement>(null);
  useInertOutside(screen);
  const empty = !feed.isPending && (!feed.data || feed.data.length === 0);
  let content = <FeedLoading />;
  if (empty) {
    content = (
      <FeedEmpty
        title={`No Recipes in #${name}`}
        back={{ href: `/tag/${slug}`, label: `Back to #${name}` }}
      />
    );
  } else if (feed.data && feed.data.length > 0) {
    content = (
      <ExploreFeed
        items={feed.data}
        variant="tag"
        complete={!feed.isPlaceholderData}
        onExit={exit}
        exitLink={
          <ExitLink href={`/tag/${slug}`}>
            <Icon name="arrowLeft" className="size-4" /> Back
          </ExitLink>
        }
        label={
          <p className="min-w-0 truncate rounded-full bg-white/20 px-3 py-1.5 text-sm font-bold">#{name}</p>
        }
      />
    );
  }
  return (
    <div ref={screen} data-mf="mf_feed">
      <h1 className="sr-only">Explore #{name}</h1>
      {content}
    </div>
  );
}
