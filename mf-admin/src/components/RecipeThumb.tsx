import { Icon } from '@viral/ui';
import { useState } from 'react';

/** A small recipe photo; a placeholder icon when it is missing or fails to load. */
export function RecipeThumb({ src, title }: { src: string | null; title: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span
        role="img"
        aria-label={`${title} (no image)`}
        className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-stone-400"
      >
        <Icon name="image" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={title}
      loading="lazy"
      onError={() => setFailed(true)}
      className="size-12 shrink-0 rounded-lg object-cover"
    />
  );
}
