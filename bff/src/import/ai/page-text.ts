import { Readability } from '@mozilla/readability';
import { loadPage } from '@viral/reader';
import { parseHTML } from 'linkedom';

/** About 3,000 tokens of text: enough for a recipe, within the extraction call's budget. */
export const MAX_PAGE_TEXT_CHARS = 12_000;

/**
 * The page's main readable content (title and article text, without navigation, ads and
 * markup) for the model; the whole body's text when Readability finds no article.
 */
export function readablePageText(html: string): string {
  let text = '';
  try {
    const { document } = parseHTML(html);
    const article = new Readability(document as unknown as Document).parse();
    text = article ? `${article.title ?? ''}\n\n${article.textContent ?? ''}` : '';
  } catch {
    text = '';
  }
  if (text.trim().length < 200) {
    const $ = loadPage(html);
    $('script, style, noscript, nav, footer, header').remove();
    text = `${$('title').text()}\n\n${$('body').text()}`;
  }
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n\n')
    .trim()
    .slice(0, MAX_PAGE_TEXT_CHARS);
}
