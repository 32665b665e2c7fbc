import { jsonForScript } from './html-escape.ts';

/** The element holding them; ui's painted-reads.ts reads the same id. */
export const PAINTED_READS_ID = 'painted-reads';

/**
 * The answers a screen was painted from, by the /api URL the screen asks them with (path and
 * query), as the API gives them. The page's first request for each is answered from the page
 * instead of asking the server the same question again (ui's painted-reads.ts).
 */
export type PaintedReads = Record<string, unknown>;

/** The answers at the end of the body, as data: the page's scripts run after it is parsed. */
export function withPaintedReads(html: string, reads: PaintedReads): string {
  if (Object.keys(reads).length === 0) return html;
  const element = `<script type="application/json" id="${PAINTED_READS_ID}">${jsonForScript(reads)}</script>`;
  return html.replace(/<\/body>/i, () => `${element}</body>`);
}
