import { bestFormat, mediaSrcSet, type Recipe } from '@viral/domain';
import { escapeHtml } from './html-escape.ts';

/** A photo the page can fetch from its HTML: an absolute http(s) or a site path (not data: or odd schemes). */
const paintableAddress = (address: string | null): string | null =>
  address && /^(https?:\/\/|\/)/.test(address) ? address : null;

type Photo = Pick<Recipe, 'image' | 'image_url'>;

/** The preload of a recipe's photo (the same files its `<picture>` asks for at these `sizes`), to go early in the head (see first-in-head.ts) so it takes a connection before the scripts do. */
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
