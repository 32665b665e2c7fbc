import {
  BOOT_RECIPE_PHOTO_ID,
  MEDIA_SIZES,
  mediaPath,
  mediaSrcSet,
  type Recipe,
  type StoredImage,
} from '@viral/domain';
import { firstInHead } from './first-in-head.ts';
import { escapeHtml } from './html-escape.ts';

const BODY_OPEN = /<body[^>]*>/i;

/** A photo the page can fetch from its HTML: an absolute http(s) or a site path (not data: or odd schemes). */
const paintableImage = (recipe: Recipe): string | null =>
  recipe.image_url && /^(https?:\/\/|\/)/.test(recipe.image_url) ? recipe.image_url : null;

/**
 * The recipe's photo as the first thing in the body, so it paints with the HTML (the page's
 * largest paint) instead of after the scripts, and its preload as the first thing in the head, so
 * it takes a connection before the script preloads do. shell/public/index.html places it where the
 * recipe screen draws its own photo; ui/boot-photo.ts removes it once that one has painted.
 */
export function withBootRecipePhoto(html: string, recipe: Recipe): string {
  if (recipe.image) return withPhoto(html, storedPhoto(recipe.image));
  const image = paintableImage(recipe);
  if (!image) return html;
  const src = escapeHtml(image);
  const preload = `<link rel="preload" as="image" href="${src}" fetchpriority="high" />`;
  const photo = `<div id="${BOOT_RECIPE_PHOTO_ID}" aria-hidden="true"><div><img src="${src}" alt="" fetchpriority="high" /></div></div>`;
  return withPhoto(html, { preload, photo });
}

function withPhoto(html: string, { preload, photo }: { preload: string; photo: string }): string {
  return firstInHead(html, preload).replace(BODY_OPEN, (body) => `${body}\n    ${photo}`);
}

/**
 * A stored photo paints the same `<picture>` the recipe screen draws (AVIF, WebP, JPEG at the
 * hero's sizes), so the screen's own photo comes from the cache. The preload names AVIF: browsers
 * that cannot show it skip the preload and take WebP or JPEG from the picture.
 */
function storedPhoto(image: StoredImage) {
  const sizes = MEDIA_SIZES.hero;
  const largest = image.widths[image.widths.length - 1] ?? image.width;
  const preload = `<link rel="preload" as="image" type="image/avif" imagesrcset="${mediaSrcSet(image, 'avif')}" imagesizes="${sizes}" fetchpriority="high" />`;
  const photo =
    `<div id="${BOOT_RECIPE_PHOTO_ID}" aria-hidden="true"><div><picture>` +
    `<source type="image/avif" srcset="${mediaSrcSet(image, 'avif')}" sizes="${sizes}" />` +
    `<source type="image/webp" srcset="${mediaSrcSet(image, 'webp')}" sizes="${sizes}" />` +
    `<img src="${mediaPath(image.hash, largest, 'jpeg')}" srcset="${mediaSrcSet(image, 'jpeg')}" sizes="${sizes}" alt="" fetchpriority="high" />` +
    '</picture></div></div>';
  return { preload, photo };
}
