import { type TagWithUsage, tagIndexSections } from '@viral/domain';
import { BOOT_SCREEN_ID, withBootScreen, withScriptsAfterPhotos } from './boot-screen.ts';
import { colourSwatch } from './colour-swatch.ts';
import { escapeHtml } from './html-escape.ts';
import { pictureMarkup, picturePreload } from './picture-markup.ts';

/** Cards painted: the first two rows at desktop size (four columns), the first four rows on a phone. */
const PAINTED_CARDS = 8;

function tagCard({ tag, usage_count, image_url }: TagWithUsage, index: number): string {
  const picture =
    pictureMarkup({ image: null, image_url: image_url ?? null }, '', {
      // The first picture is the largest paint (the cards are all one size): the others wait until
      // laid out in view, so they do not share the connection with it.
      priority: index === 0,
      lazy: index > 0,
    }) ?? colourSwatch('boot-tag-tile', tag.color);
  return (
    `<div class="boot-tag-card">${picture}<div class="boot-tag-text"><p>#${escapeHtml(tag.name)}</p>` +
    `<p>${usage_count} ${usage_count === 1 ? 'recipe' : 'recipes'}</p></div></div>`
  );
}

/**
 * The tag index's first screen as mf-feed's TagIndexPage draws it: title, and the first cards of its
 * first section (the main categories, or the trending tags when there are none), from the same list
 * the screen reads, in its order. No tags in use paints nothing: the screen says so itself.
 */
export function withBootTagIndex(html: string, tags: readonly TagWithUsage[]): string {
  const { categories, trending } = tagIndexSections(tags);
  const large = categories.length > 0;
  const entries = (large ? categories : trending).slice(0, PAINTED_CARDS);
  const first = entries[0];
  if (!first) return html;
  const markup =
    `<div id="${BOOT_SCREEN_ID}" class="boot-page" aria-hidden="true"><div class="boot-frame">` +
    '<h1>Viral <span class="boot-brand-text">#Tags</span></h1>' +
    '<p class="boot-lead">Every hashtag and category the feed is talking about.</p>' +
    `<div class="boot-tag-section"><h2>${large ? 'Main Categories' : 'Trending Tags'}</h2>` +
    `<div class="boot-tag-grid${large ? ' boot-large' : ''}">${entries.map(tagCard).join('')}</div></div></div></div>`;
  const preload = picturePreload({ image: null, image_url: first.image_url ?? null }, '');
  return withScriptsAfterPhotos(withBootScreen(html, markup, preload));
}
