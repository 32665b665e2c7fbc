import { BOOT_RECIPE_PHOTO_ID } from '@viral/domain';

/**
 * The recipe photo the bff paints into a recipe page's HTML, so the page's largest paint waits for
 * no script. It sits exactly where the recipe screen's own photo will be, above it, and goes once
 * that photo has painted, the screen shows something else, or the visitor moves on.
 */
export { BOOT_RECIPE_PHOTO_ID };

export function removeBootRecipePhoto() {
  document.getElementById(BOOT_RECIPE_PHOTO_ID)?.remove();
}

/** Removes the boot photo once this image is decoded, so the swap shows no blank frame. */
export function replaceBootRecipePhotoWith(image: HTMLImageElement) {
  image.decode().then(removeBootRecipePhoto, removeBootRecipePhoto);
}
