import { DEFAULT_TAG_COLOR } from '@viral/domain';
import { escapeHtml } from './html-escape.ts';

/**
 * A tag's colour filling its box (a round dot with `round`), for markup painted from the HTML. It is
 * drawn in SVG because the page's policy allows no style attributes, and `fill` is not one.
 */
export const colourSwatch = (className: string, colour: string, { round = false } = {}) =>
  `<svg class="${className}" viewBox="0 0 2 2" preserveAspectRatio="none"><rect width="2" height="2"${round ? ' rx="1"' : ''} fill="${escapeHtml(colour || DEFAULT_TAG_COLOR)}" /></svg>`;
