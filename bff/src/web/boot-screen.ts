import { firstInHead } from './first-in-head.ts';

/**
 * The element a screen's first content is painted into from the HTML (shell/public/index.html
 * styles it), and the data the screen takes it from. The screen removes it once its own copy has
 * painted (ui's boot-screen.ts reads the same ids).
 */
export const BOOT_SCREEN_ID = 'boot-screen';
export const BOOT_SCREEN_DATA_ID = 'boot-screen-data';

const BODY_OPEN = /<body[^>]*>/i;

/** Puts the markup first in the body and the photo's preload (if any) as early in the head as it may go. */
export function withBootScreen(html: string, markup: string, preload: string | null): string {
  const withMarkup = html.replace(BODY_OPEN, (body) => `${body}\n    ${markup}`);
  return preload ? firstInHead(withMarkup, preload) : withMarkup;
}

const SCRIPT_OR_STYLE_PRELOAD = /<link rel="preload" href="([^"]*)" as="(script|style)" \/>/g;

/**
 * The page's script and style preloads at low priority, for a page whose first screen is painted
 * with photos: the browser then fetches the painted photos (the page's largest paint) before the
 * code of the screen that will replace them, instead of sharing the connection with it.
 */
export const withScriptsAfterPhotos = (html: string) =>
  html.replace(
    SCRIPT_OR_STYLE_PRELOAD,
    (_link, href: string, as: string) =>
      `<link rel="preload" href="${href}" as="${as}" fetchpriority="low" />`,
  );
