/**
 * The element a screen's first content is painted into from the HTML (shell/public/index.html
 * styles it), and the data the screen takes it from. The screen removes it once its own copy has
 * painted (ui's boot-screen.ts reads the same ids).
 */
export const BOOT_SCREEN_ID = 'boot-screen';
export const BOOT_SCREEN_DATA_ID = 'boot-screen-data';

const HEAD_OPEN = /<head[^>]*>/i;
const BODY_OPEN = /<body[^>]*>/i;

/** Puts the markup first in the body and the photo's preload (if any) first in the head. */
export function withBootScreen(html: string, markup: string, preload: string | null): string {
  const withMarkup = html.replace(BODY_OPEN, (body) => `${body}\n    ${markup}`);
  return preload ? withMarkup.replace(HEAD_OPEN, (head) => `${head}\n    ${preload}`) : withMarkup;
}
