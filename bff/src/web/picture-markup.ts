import {
  bestFormat,
  fallbackFormat,
  mediaPath,
  mediaSrcSet,
  type Recipe,
  storedFormats,
} from '@viral/domain';
import { escapeHtml } from './html-escape.ts';

/** A photo the page can fetch from its HTML: an absolute http(s) or a site path (not data: or odd schemes). */
const paintableAddress = (address: string | null): string | null =>
  address && /^(https?:\/\/|\/)/.test(address) ? address : null;

type Photo = Pick<Recipe, 'image' | 'image_url'>;

/**
 * A recipe's photo as server-written markup, the same files the screen's own `<picture>` (ui's
 * StoredPicture) or `<img>` asks for at these `sizes`, so the screen's copy comes from the cache.
 * `lazy` for one a phone may not show (the browser fetches it only once laid out in view).
 * Null when the recipe has no photo a page can show.
 */
export function pictureMarkup(
  photo: Photo,
  sizes: string,
  { priority, lazy = false }: { priority: boolean; lazy?: boolean },
): string | null {
  const eager = priority ? ' fetchpriority="high"' : lazy ? ' loading="lazy"' : '';
  const { image } = photo;
  if (image) {
    const fallback = image.widths.find((width) => width >= 640) ?? image.widths.at(-1) ?? image.width;
    const last = fallbackFormat(image);
    const sources = storedFormats(image)
      .filter((format) => format !== last)
      .map(
        (format) =>
          `<source type="image/${format}" srcset="${mediaSrcSet(image, format)}" sizes="${sizes}" />`,
      )
      .join('');
    return (
      `<picture>${sources}<img src="${mediaPath(image.hash, fallback, last)}" srcset="${mediaSrcSet(image, last)}" ` +
      `sizes="${sizes}" width="${image.width}" height="${image.height}" alt=""${eager} /></picture>`
    );
  }
  const address = paintableAddress(photo.image_url);
  return address ? `<img src="${escapeHtml(address)}" alt=""${eager} />` : null;
}

/** The preload of that photo, to go early in the head (see first-in-head.ts) so it takes a connection before the scripts do. */
export function picturePreload(photo: Photo, sizes: string): string | null {
  if (photo.image) {
    const format = bestFormat(photo.image);
    return `<link rel="preload" as="image" type="image/${format}" imagesrcset="${mediaSrcSet(photo.image, format)}" imagesizes="${sizes}" fetchpriority="high" />`;
  }
  const address = paintableAddress(photo.image_url);
  return address
    ? `<link rel="preload" as="image" href="${escapeHtml(address)}" fetchpriority="high" />`
    : null;
}
