import { load } from 'cheerio';
import { decodeHTML } from 'entities';
import { text } from './schema-values.ts';

const BLOCK_MARKUP = /<(?:br|p|li|div|h[1-6]|tr)\b/i;
const BLOCKS = 'p, li, div, h1, h2, h3, h4, h5, h6, tr';
const LINE_BREAK = '\u2029';

/** Lines of markup: one per <br> and per block element; the source's own line wrapping is only spacing. */
function markupLines(markup: string): string[] {
  const $ = load(`<div>${markup}</div>`);
  $('script, style, noscript').remove();
  $('br').replaceWith(LINE_BREAK);
  $(BLOCKS).each((_, el) => {
    $(el).prepend(LINE_BREAK).append(LINE_BREAK);
  });
  return $.root().text().split(LINE_BREAK);
}

/** '1.', 'Step 2:', '3)' or a bullet before the text: numbering the steps' order already gives. */
const LABEL =
  /^(?:(?:step|schritt|étape|etapa|paso|stap|krok)\s*\d{1,2}\b\s*[.:)]?|\d{1,2}\s*[.:)](?!\d)|\d{1,2}$|[*•·▪–-](?=\s))\s*/i;

/**
 * The lines of one string that holds a whole list: HTML list items, paragraphs or <br>s when it
 * has markup, else its newlines. Each line as plain text, without numbering or bullets.
 */
export function textLines(value: string): string[] {
  const decoded = decodeHTML(decodeHTML(value));
  const lines = BLOCK_MARKUP.test(decoded) ? markupLines(decoded) : decoded.split(/\r?\n|\r/);
  return lines.map((line) => text(line).replace(LABEL, '')).filter(Boolean);
}
