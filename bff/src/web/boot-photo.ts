import { BOOT_RECIPE_PHOTO_ID, MEDIA_SIZES, type Recipe } from '@viral/domain';
import { firstInHead } from './first-in-head.ts';
import { pictureMarkup, picturePreload } from './picture-markup.ts';

const BODY_OPEN = /<body[^>]*>/i;

/**
 * The recipe's photo as the first thing in the body, so it paints with the HTML (the page's
 * largest paint) instead of after the scripts, and its preload early in the head, so it takes a
 * connection before the script preloads do. It is the same `<picture>` (or `<img>`) the recipe
 * screen draws at the hero's sizes, so the screen's own photo comes from the cache; the preload of a
 * stored photo names AVIF (browsers that cannot show it skip the preload and take WebP or JPEG from
 * the picture). shell/public/index.html places it where the recipe screen draws its own photo;
 * ui/boot-photo.ts removes it once that one has painted.
 */
export function withBootRecipePhoto(html: string, recipe: Recipe): string {
  const picture = pictureMarkup(recipe, MEDIA_SIZES.hero, { priority: true });
  const preload = picturePreload(recipe, MEDIA_SIZES.hero);
  if (!picture || !preload) return html;
  const photo = `<div id="${BOOT_RECIPE_PHOTO_ID}" aria-hidden="true"><div>${picture}</div></div>`;
  return firstInHead(html, preload).replace(BODY_OPEN, (body) => `${body}\n    ${photo}`);
}
