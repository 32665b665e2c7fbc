import '../styles.css';
import { PRODUCT_NAME } from '@viral/domain';
import { Icon, useInertOutside } from '@viral/ui';
import { useCallback, useRef } from 'react';
import { ExploreFeed } from '../explore/ExploreFeed.tsx';
import { ExitLink, FeedEmpty, FeedLoading } from '../explore/FeedStates.tsx';
import { useFeed } from '../explore/use-feed.ts';

/** /explore: the sitewide personalised swipe feed. Escape goes back in history. */
export default function ExplorePage() {
  const { data: items, isPending, isPlaceholderData } = useFeed();
  const exit = useCallback(() => window.history.back(), []);
  // The feed covers the whole screen: focus must not reach the header or anything else behind it.
  const screen = useRef<HTMLDivElement>(null);
  useInertOutside(screen);
  const empty = !isPending && (!items || items.length === 0);
  let content = <FeedLoading />;
  if (empty) {
    content = <FeedEmpty title={`No ${PRODUCT_NAME} Yet`} back={{ href: '/', label: 'Back to Home' }} />;
  } else if (items && items.length > 0) {
    content = (
      <ExploreFeed
        items={items}
        variant="sitewide"
        complete={!isPlaceholderData}
        onExit={exit}
        exitLink={
          <ExitLink href="/">
            <Icon name="close" className="size-4" /> Close
          </ExitLink>
        }
      />
    );
  }
  return (
    <div ref={screen} data-mf="mf_feed">
      <h1 className="sr-only">Explore</h1>
      {content}
    </div>
  );
}
