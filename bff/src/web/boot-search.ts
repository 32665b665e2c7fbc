import { PRODUCT_NAME, type RecipePage } from '@viral/domain';
import { firstCardPreload, paintedCardIds, recipeCardsMarkup } from './boot-recipe-cards.ts';
import {
  BOOT_SCREEN_DATA_ID,
  BOOT_SCREEN_ID,
  withBootScreen,
  withScriptsAfterPhotos,
} from './boot-screen.ts';
import { escapeHtml, jsonForScript } from './html-escape.ts';

const countFormat = new Intl.NumberFormat('en-US');

/** 'Found 12 viral recipes' as mf-feed's SearchResults words it ('1,000+' past the counted maximum). */
function foundText({ total, total_capped }: RecipePage): string {
  const count = `${countFormat.format(total)}${total_capped ? '+' : ''}`;
  return `Found ${count} viral ${total === 1 ? 'recipe' : 'recipes'}`;
}

/**
 * The search screen's first screen as mf-feed's SearchPage draws it for a URL whose only filter is
 * the text: title, search box (with the text as typed, or its placeholder), the text's chip, the
 * count and the first result cards. `text` is the URL's text untrimmed, as the screen shows it;
 * `page` is the answer to the screen's own first read. The cards' ids go into the page as data, so
 * the screen shows those recipes first. An empty page paints nothing: the screen says so itself.
 */
export function withBootSearch(html: string, text: string, page: RecipePage, path: string): string {
  if (page.items.length === 0) return html;
  const box = text
    ? `<div class="boot-search"><i></i><span>${escapeHtml(text)}</span></div>`
    : '<div class="boot-search boot-placeholder"><i></i><span>Search viral recipes, ingredients, tags...</span></div>';
  const chips = text
    ? `<ul class="boot-chips"><li class="boot-chip"><span>"${escapeHtml(text)}"<i></i></span></li><li class="boot-clear"><span>Clear</span></li></ul>`
    : '';
  const markup =
    `<div id="${BOOT_SCREEN_ID}" class="boot-page" aria-hidden="true"><div class="boot-frame">` +
    `<h1>Discover ${escapeHtml(PRODUCT_NAME)}</h1>` +
    '<p class="boot-lead">Search every viral recipe and narrow it down.</p>' +
    `<div class="boot-search-row">${box}<div class="boot-filter"><i></i><span>Filters</span></div></div>${chips}` +
    `<div class="boot-results"><div class="boot-count"><p class="boot-found">${foundText(page)}</p><p class="boot-sorted"><i></i>Sorted by trending</p></div>` +
    `${recipeCardsMarkup(page.items, { firstIsLargest: true })}</div></div></div>` +
    `<script type="application/json" id="${BOOT_SCREEN_DATA_ID}">${jsonForScript({ path, items: paintedCardIds(page.items) })}</script>`;
  return withScriptsAfterPhotos(withBootScreen(html, markup, firstCardPreload(page.items)));
}
