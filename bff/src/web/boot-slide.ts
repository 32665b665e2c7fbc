import {
  FEED_TAGS_SHOWN,
  type FeedItem,
  formatCountOf,
  formatMinutes,
  MEDIA_SIZES,
  titleCase,
} from '@viral/domain';
import { BOOT_SCREEN_DATA_ID, BOOT_SCREEN_ID, withBootScreen } from './boot-screen.ts';
import { escapeHtml, jsonForScript } from './html-escape.ts';
import { pictureMarkup, picturePreload } from './picture-markup.ts';

const pill = (text: string) => `<span class="boot-pill"><i></i>${escapeHtml(text)}</span>`;

function tagList(item: FeedItem): string {
  const { tags } = item;
  if (tags.length === 0) return '';
  const shown = tags
    .slice(0, FEED_TAGS_SHOWN.desktop)
    .map(
      (tag, n) =>
        `<li${n >= FEED_TAGS_SHOWN.mobile ? ' class="boot-wide"' : ''}>#${escapeHtml(tag.name)}</li>`,
    );
  const mobileRest = tags.length - FEED_TAGS_SHOWN.mobile;
  const desktopRest = tags.length - FEED_TAGS_SHOWN.desktop;
  if (mobileRest > 0) shown.push(`<li class="boot-narrow">+${mobileRest}</li>`);
  if (desktopRest > 0) shown.push(`<li class="boot-wide">+${desktopRest}</li>`);
  return `<ul class="boot-tags">${shown.join('')}</ul>`;
}

/**
 * The explore feed's first slide as mf-feed's FeedSlide draws it (photo, badges, title, description,
 * facts, tags, 'View Recipe'), so the feed's first screen paints with the HTML. The item also goes
 * into the page as data: the feed shows it first, so the slide the scripts draw is this one.
 */
export function withBootSlide(html: string, item: FeedItem, path: string): string {
  const photo = pictureMarkup(item, MEDIA_SIZES.slide, { priority: true }) ?? '';
  const facts = [
    item.total_time !== null ? pill(formatMinutes(item.total_time)) : '',
    item.servings !== null ? pill(formatCountOf(item.servings, 'serving')) : '',
    pill(formatCountOf(item.recipe_stats.views, 'view', { compact: true })),
  ].join('');
  const text = [
    `<div class="boot-badges"><span class="boot-viral"><i></i>VIRAL</span>${item.difficulty ? `<span class="boot-pill">${escapeHtml(titleCase(item.difficulty))}</span>` : ''}</div>`,
    `<h2>${escapeHtml(item.title)}</h2>`,
    item.description ? `<p>${escapeHtml(item.description)}</p>` : '',
    `<div class="boot-facts">${facts}</div>`,
    tagList(item),
    '<div class="boot-actions"><span>View Recipe<i></i></span></div>',
  ].join('');
  const markup =
    `<div id="${BOOT_SCREEN_ID}" class="boot-slide" aria-hidden="true">${photo}<div class="boot-shade"></div>` +
    `<div class="boot-slide-text"><div>${text}</div><div class="boot-side"></div></div></div>` +
    `<script type="application/json" id="${BOOT_SCREEN_DATA_ID}">${jsonForScript({ path, items: [item] })}</script>`;
  return withBootScreen(html, markup, picturePreload(item, MEDIA_SIZES.slide));
}
