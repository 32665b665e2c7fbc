import { escapeHtml, jsonForScript } from './html-escape.ts';
import { TITLE_ELEMENT } from './recipe-meta.ts';
import type { RenderedScreen } from './server-render.ts';

/** Read by the shell (shell/src/server-handover.ts): `#root` holds server HTML, and the answers it was rendered from. */
const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
const QUERY_STATE_ID = 'viral-query-state';

const EMPTY_ROOT = /<div id="root"><\/div>/;
const STYLE_PRELOAD = /<link rel="preload" href="([^"]+\.css)" as="style" \/>/g;

/**
 * The shell's HTML with the screen the server rendered in `#root`, the query answers it was rendered
 * from after it, as data (a type the browser does not run, escaped so no value can end the element or
 * open a comment), its stylesheets applied rather than preloaded (the screen is drawn with the HTML),
 * and the title the screen sets, so search engines and link previews see it.
 */
export function withServerScreen(shell: string, screen: RenderedScreen): string {
  const state = `<script type="application/json" id="${QUERY_STATE_ID}">${jsonForScript(screen.queryState)}</script>`;
  const title = screen.title;
  return shell
    .replace(TITLE_ELEMENT, (tag) => (title ? `<title>${escapeHtml(title)}</title>` : tag))
    .replace(STYLE_PRELOAD, (_, href: string) => `<link rel="stylesheet" href="${href}" />`)
    .replace(EMPTY_ROOT, () => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="">${screen.html}</div>${state}`);
}
