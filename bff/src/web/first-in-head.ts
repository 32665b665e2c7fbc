const VIEWPORT = /<meta\s+name="viewport"[^>]*>/i;
const HEAD_OPEN = /<head[^>]*>/i;

/**
 * Puts markup (a photo's preload) as early in the head as it may go: right after the viewport
 * `<meta>`. Before it, a preload's `imagesizes` is read against the default 980 px layout width, so
 * a phone picks a wider variant than the page then draws and downloads the photo twice.
 */
export function firstInHead(html: string, markup: string): string {
  const anchor = VIEWPORT.test(html) ? VIEWPORT : HEAD_OPEN;
  return html.replace(anchor, (tag) => `${tag}\n    ${markup}`);
}
