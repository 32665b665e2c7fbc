import { DEFAULT_TAG_COLOR, type Tag } from '@viral/domain';
import { catchEarlyImageError, Icon } from '@viral/ui';
import { useState } from 'react';

/** `src`: the tag's picture from its own recipes, as the API gives it; none shows the colour tile. */
type Props = {
  tag: Tag;
  src?: string | null | undefined;
  className?: string;
  /** 'eager' on the first screen: loads at once, at high priority. */
  loading?: 'lazy' | 'eager';
};

/** A tag's picture; a missing or broken one becomes a tile in the tag's colour with a tag icon. */
export function TagImage({ tag, src, className = '', loading = 'lazy' }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div
        data-testid="tag-tile"
        aria-hidden="true"
        className={`flex items-center justify-center text-white ${className}`}
        style={{ backgroundColor: tag.color || DEFAULT_TAG_COLOR }}
      >
        <Icon name="tag" className="size-1/3 max-h-12 max-w-12 opacity-90" />
      </div>
    );
  }
  const fail = () => setFailed(src);
  return (
    <img
      ref={catchEarlyImageError(fail)}
      src={src}
      alt=""
      loading={loading}
      {...(loading === 'eager' && { fetchPriority: 'high' as const })}
      onError={fail}
      className={`object-cover ${className}`}
    />
  );
}
