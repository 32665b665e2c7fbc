import { DEFAULT_TAG_COLOR, type Tag } from '@viral/domain';
import { Icon } from '@viral/ui';
import { useState } from 'react';
import { tagImageUrl } from './tag-images.ts';

type Props = { tag: Tag; sample?: string | null; className?: string };

/** A tag's picture; a missing or broken one becomes a tile in the tag's colour with a tag icon. */
export function TagImage({ tag, sample, className = '' }: Props) {
  const src = tagImageUrl(tag.slug, sample);
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
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      onError={() => setFailed(src)}
      className={`object-cover ${className}`}
    />
  );
}
