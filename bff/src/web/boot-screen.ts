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
