import { fallbackFormat, mediaPath, mediaSrcSet, type StoredImage, storedFormats } from '@viral/domain';
import { catchEarlyImageError } from './image-failed-early.ts';

type Props = {
  image: StoredImage;
  alt: string;
  /** How wide the picture is drawn, as the `sizes` attribute (MEDIA_SIZES in @viral/domain). */
  sizes: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  onError?: () => void;
  onLoad?: (image: HTMLImageElement) => void;
};

/**
 * A photo the site stores: AVIF, then WebP, then JPEG (those it has so far), each in every stored width, so the browser
 * downloads the smallest file that stays sharp. Its dominant colour and blurred placeholder show
 * while it loads.
 */
export function StoredPicture({
  image,
  alt,
  sizes,
  className = '',
  loading = 'lazy',
  onError,
  onLoad,
}: Props) {
  const fallbackWidth = image.widths.find((width) => width >= 640) ?? image.widths[image.widths.length - 1];
  const fallback = fallbackFormat(image);
  return (
    <picture>
      {storedFormats(image)
        .filter((format) => format !== fallback)
        .map((format) => (
          <source key={format} type={`image/${format}`} srcSet={mediaSrcSet(image, format)} sizes={sizes} />
        ))}
      <img
        src={mediaPath(image.hash, fallbackWidth ?? image.width, fallback)}
        srcSet={mediaSrcSet(image, fallback)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding="async"
        {...(loading === 'eager' && { fetchPriority: 'high' as const })}
        onLoad={(event) => onLoad?.(event.currentTarget)}
        onError={onError}
        {...(onError && { ref: catchEarlyImageError(onError) })}
        style={{
          backgroundColor: image.color,
          backgroundImage: `url("${image.placeholder}")`,
          backgroundSize: 'cover',
        }}
        className={`object-cover ${className}`}
      />
    </picture>
  );
}
