import type { StoredImage } from '@viral/domain';
import { useState } from 'react';
import { catchEarlyImageError } from './image-failed-early.ts';
import { StoredPicture } from './StoredPicture.tsx';

type Props = {
  src: string | null | undefined;
  /** The photo as the site stores it; shown instead of `src` when there is one. */
  image?: StoredImage | null | undefined;
  /** How wide it is drawn (MEDIA_SIZES), for the stored photo's `srcset`. */
  sizes?: string;
  alt: string;
  className?: string;
  /** 'eager' for the one image above the fold (e.g. a recipe hero). */
  loading?: 'lazy' | 'eager';
  /** Called once when the image fails to load (e.g. to report it for repair). */
  onError?: () => void;
  /** Called with the image element once it has loaded. */
  onLoad?: (image: HTMLImageElement) => void;
};

/**
 * A recipe photo: the stored one in every width and format when there is one, else the image
 * address; a missing or broken one becomes a coloured tile, never a broken-image icon.
 */
export function RecipeImage({
  src,
  image,
  sizes = '100vw',
  alt,
  className = '',
  loading = 'lazy',
  onError,
  onLoad,
}: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [failedHash, setFailedHash] = useState<string | null>(null);
  if (image && failedHash !== image.hash) {
    return (
      <StoredPicture
        image={image}
        alt={alt}
        sizes={sizes}
        className={className}
        loading={loading}
        onLoad={onLoad}
        // Our own copy failing is not the source's fault: fall back to the address (and its repair).
        onError={() => setFailedHash(image.hash)}
      />
    );
  }
  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex items-center justify-center bg-gradient-to-br from-brand-100 via-brand-50 to-accent-100 text-brand-400 ${className}`}
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          className="size-10"
          aria-hidden="true"
        >
          <path d="M3 2v7c0 1.1.9 2 2 2h4a2 2 0 0 0 2-2V2M7 2v20M21 15V2a5 5 0 0 0-5 5v6c0 1.1.9 2 2 2h3Zm0 0v7" />
        </svg>
      </div>
    );
  }
  const fail = () => {
    setFailedSrc(src);
    onError?.();
  };
  return (
    <img
      src={src}
      alt={alt}
      loading={loading}
      decoding="async"
      {...(loading === 'eager' && { fetchPriority: 'high' as const })}
      onLoad={(event) => onLoad?.(event.currentTarget)}
      onError={fail}
      ref={catchEarlyImageError(fail)}
      className={`object-cover ${className}`}
    />
  );
}
