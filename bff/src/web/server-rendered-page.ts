import { type BodyPiece, bodyOfPieces, deflatePiece } from '../http/compression.ts';
import { escapeHtml, jsonForScript } from './html-escape.ts';
import { TITLE_ELEMENT } from './recipe-meta.ts';
import type { RenderedScreen } from './server-render.ts';

/** Read by the shell (shell/src/server-handover.ts): `#root` holds server HTML, and the answers it was rendered from. */
const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
const QUERY_STATE_ID = 'viral-query-state';

const EMPTY_ROOT = '<div id="root"></div>';
const STYLE_PRELOAD = /<link rel="preload" href="([^"]+\.css)" as="style" \/>/g;
/** A screen kept for many answers is deflated once, harder than each answer's own pieces. */
const KEPT_SCREEN_LEVEL = 6;

/** A rendered screen as it goes into a page: `#root` with the screen and the answers after it, as bytes, and its title. */
export type ScreenMarkup = { root: BodyPiece; title: string | undefined };

/**
 * `#root` holding the screen, followed by the query answers it was rendered from as data (a type the
 * browser does not run, escaped so no value can end the element or open a comment). Built once for
 * a screen: a page served again from the page cache encodes and serializes nothing, and gzip reuses
 * the screen's deflate stream, made on first use.
 */
export function screenMarkup(screen: RenderedScreen): ScreenMarkup {
  const state = `<script type="application/json" id="${QUERY_STATE_ID}">${jsonForScript(screen.queryState)}</script>`;
  const bytes = Buffer.from(`<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="">${screen.html}</div>${state}`);
  let deflated: Uint8Array | undefined;
  return {
    root: { bytes, deflated: () => (deflated ??= deflatePiece(bytes, KEPT_SCREEN_LEVEL)) },
    title: screen.title,
  };
}

/** A page split around its screen: the head (and body start) is edited per answer; the screen is not. */
export type ScreenPage = { before: string; screen: ScreenMarkup; after: string };

/**
 * The shell's HTML with the screen the server rendered (undefined when the shell has no empty `#root`), its stylesheets applied rather than preloaded
 * (the screen is drawn with the HTML), and the title the screen sets, so search engines and link
 * previews see it.
 */
export function withServerScreen(shell: string, screen: ScreenMarkup): ScreenPage | undefined {
  const at = shell.indexOf(EMPTY_ROOT);
  if (at < 0) return undefined;
  const title = screen.title;
  const before = shell
    .slice(0, at)
    .replace(TITLE_ELEMENT, (tag) => (title ? `<title>${escapeHtml(title)}</title>` : tag))
    .replace(STYLE_PRELOAD, (_, href: string) => `<link rel="stylesheet" href="${href}" />`);
  return { before, screen, after: shell.slice(at + EMPTY_ROOT.length) };
}

/** The page's bytes, pieces kept apart so gzip can reuse the screen's own deflate stream. */
export const screenPageBody = (page: ScreenPage): Uint8Array =>
  bodyOfPieces([{ bytes: Buffer.from(page.before) }, page.screen.root, { bytes: Buffer.from(page.after) }]);
