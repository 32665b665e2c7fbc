import type { StoredImage } from './media-schemas.ts';

/** Widths (CSS pixels at 1x) a stored recipe photo is resized to; never wider than its source. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280] as const;
/** Formats of every stored width, best first: the order a `<picture>` offers them in. */
export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** The formats a stored photo has in every width, best first (a photo stored whole has them all). */
export const storedFormats = (image: Pick<StoredImage, 'formats'>): readonly MediaFormat[] =>
  MEDIA_FORMATS.filter((format) => !image.formats || image.formats.includes(format));

/** The format of a stored photo's `<img>`, which every browser reads: JPEG once made, WebP until then. */
export const fallbackFormat = (image: Pick<StoredImage, 'formats'>): MediaFormat =>
  storedFormats(image).includes('jpeg') ? 'jpeg' : 'webp';

/** The smallest format a stored photo has so far (what a preload asks for): AVIF once made, else WebP. */
export const bestFormat = (image: Pick<StoredImage, 'formats'>): MediaFormat =>
  storedFormats(image)[0] ?? 'webp';

/** Where one stored variant is served. */
export const mediaPath = (hash: string, width: number, format: MediaFormat) =>
  `/media/${hash}/${width}.${format}`;

/** A `srcset` of every stored width in one format. */
export const mediaSrcSet = (image: Pick<StoredImage, 'hash' | 'widths'>, format: MediaFormat) =>
  image.widths.map((width) => `${mediaPath(image.hash, width, format)} ${width}w`).join(', ');

/**
 * `sizes` of the places a recipe photo is shown, so the browser picks the smallest width that
 * stays sharp: the recipe hero (page width up to the content column), a grid card, a feed slide.
 */
export const MEDIA_SIZES = {
  hero: '(min-width: 1152px) 1088px, calc(100vw - 32px)',
  card: '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  slide: '100vw',
} as const;
