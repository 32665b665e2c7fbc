/**
 * A screen's first content the bff paints into the HTML (bff/src/web/boot-screen.ts), so it shows
 * before any script runs, with the data it was drawn from. The screen shows the same data first and
 * removes the painted copy once its own has painted, it shows something else, or the visitor moves on.
 */
export const BOOT_SCREEN_ID = 'boot-screen';
const BOOT_SCREEN_DATA_ID = 'boot-screen-data';

export function removeBootScreen() {
  document.getElementById(BOOT_SCREEN_ID)?.remove();
  document.getElementById(BOOT_SCREEN_DATA_ID)?.remove();
}

/** Removes the painted copy once this image is decoded, so the swap shows no blank frame. */
export function replaceBootScreenWith(image: HTMLImageElement) {
  image.decode().then(removeBootScreen, removeBootScreen);
}

/**
 * Removes the painted copy once the first photo in this element (the screen's own copy of the first
 * painted item) is decoded, or at once when that item has no photo. Nothing when none was painted.
 */
export function replaceBootScreenWithPhotoIn(element: Element | null | undefined) {
  if (!element || !document.getElementById(BOOT_SCREEN_ID)) return;
  const image = element.querySelector('img');
  if (image) replaceBootScreenWith(image);
  else removeBootScreen();
}

/** The items the HTML painted for this page (its path), or null when it painted none. */
export function bootScreenItems<T extends { id: string }>(): T[] | null {
  const text = document.getElementById(BOOT_SCREEN_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as { path?: unknown; items?: unknown };
    if (data.path !== window.location.pathname || !Array.isArray(data.items)) return null;
    return data.items.length > 0 ? (data.items as T[]) : null;
  } catch {
    return null;
  }
}

/** The list with the painted items first, in their order, so the screen's first content is the one already shown. */
export function paintedFirst<T extends { id: string }>(painted: T[] | null, items: T[]): T[] {
  if (!painted) return items;
  const ids = new Set(painted.map((item) => item.id));
  return [...painted, ...items.filter((item) => !ids.has(item.id))];
}
