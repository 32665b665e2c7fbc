import { PRODUCT_NAME, type RecipePage, type RelatedTag, type Tag } from '@viral/domain';
import { paintedCardIds, recipeCardsMarkup } from './boot-recipe-cards.ts';
import {
  BOOT_SCREEN_DATA_ID,
  BOOT_SCREEN_ID,
  withBootScreen,
  withScriptsAfterPhotos,
} from './boot-screen.ts';
import { colourSwatch } from './colour-swatch.ts';
import { escapeHtml, jsonForScript } from './html-escape.ts';
import { pictureMarkup, picturePreload } from './picture-markup.ts';

/** A tag as its page reads it (GET /api/tags/{slug}): with its recipe count and picture. */
export type TagPageTag = Tag & { usage_count: number; image_url: string | null };
export type TagPageData = { tag: TagPageTag; related: RelatedTag[]; recipes: RecipePage };

function header(tag: TagPageTag, photo: string | null): string {
  const picture = pictureMarkup({ image: null, image_url: photo }, '', { priority: true }) ?? '';
  const name = escapeHtml(tag.name);
  const count = `${tag.usage_count} viral ${tag.usage_count === 1 ? 'recipe' : 'recipes'}`;
  return (
    `<div class="boot-tag-header">${colourSwatch('boot-tag-colour', tag.color)}${picture}<div class="boot-tag-shade"></div>` +
    `<div class="boot-frame boot-tag-head"><span class="boot-back"><i></i>All tags</span>` +
    `<div class="boot-tag-title"><h1>#${name}</h1>${tag.is_category ? '<span class="boot-category">Category</span>' : ''}</div>` +
    `<p class="boot-tag-count">${count}</p>` +
    (tag.description ? `<p class="boot-tag-description">${escapeHtml(tag.description)}</p>` : '') +
    `<span class="boot-explore boot-wide"><i></i>Explore Category</span>` +
    `<span class="boot-explore boot-narrow"><i></i>Explore #${name}</span></div></div>`
  );
}

function relatedTags(related: RelatedTag[]): string {
  if (related.length === 0) return '';
  const chips = related
    .map(
      ({ tag }) =>
        `<li><span>${colourSwatch('boot-dot', tag.color, { round: true })}#${escapeHtml(tag.name)}</span></li>`,
    )
    .join('');
  return `<div class="boot-related"><h2>Related Viral Tags</h2><ul>${chips}</ul></div>`;
}

/**
 * A tag page's first screen as mf-feed's TagPage draws it: the coloured header (with the tag's
 * picture, or its first recipe's), the related tags, the recipes' heading and the first recipe
 * cards, from the reads the page preloads for the screen (the recipes a visitor who has viewed
 * none gets). The header's picture is its largest paint: it alone is fetched first. The cards' ids
 * go into the page as data, so the screen shows those recipes first. A tag without recipes paints
 * nothing: the screen says so itself.
 */
export function withBootTagPage(html: string, { tag, related, recipes }: TagPageData, path: string): string {
  const { items } = recipes;
  if (items.length === 0) return html;
  const photo = tag.image_url ?? items[0]?.image_url ?? null;
  const markup =
    `<div id="${BOOT_SCREEN_ID}" class="boot-page" aria-hidden="true">${header(tag, photo)}` +
    `<div class="boot-frame boot-tag-body">${relatedTags(related)}` +
    `<div class="boot-tag-recipes"><h2>#${escapeHtml(tag.name)} ${escapeHtml(PRODUCT_NAME)}</h2>${recipeCardsMarkup(items, { firstIsLargest: false })}</div></div></div>` +
    `<script type="application/json" id="${BOOT_SCREEN_DATA_ID}">${jsonForScript({ path, items: paintedCardIds(items) })}</script>`;
  const preload = picturePreload({ image: null, image_url: photo }, '');
  return withScriptsAfterPhotos(withBootScreen(html, markup, preload));
}
