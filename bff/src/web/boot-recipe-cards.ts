import { formatCount, formatMinutes, MEDIA_SIZES, type RecipeSummary, titleCase } from '@viral/domain';
import { escapeHtml } from './html-escape.ts';
import { pictureMarkup, picturePreload } from './picture-markup.ts';

/** Cards painted: the first row at desktop size (four columns), more than a phone's first screen. */
export const BOOT_CARD_COUNT = 4;
/** Cards a phone may show on its first screen: the others' photos wait until they are laid out in view. */
const PHONE_CARD_COUNT = 2;

function recipeCard(recipe: RecipeSummary, index: number, firstIsLargest: boolean): string {
  const photo =
    pictureMarkup(recipe, MEDIA_SIZES.card, {
      priority: firstIsLargest && index === 0,
      lazy: index >= PHONE_CARD_COUNT,
    }) ?? '<div class="boot-tile"></div>';
  const difficulty = recipe.difficulty
    ? `<span class="boot-difficulty boot-${escapeHtml(recipe.difficulty)}">${escapeHtml(titleCase(recipe.difficulty))}</span>`
    : '';
  const description = recipe.description ? `<p>${escapeHtml(recipe.description)}</p>` : '';
  return (
    `<div class="boot-card"><div class="boot-card-photo">${photo}` +
    `<div class="boot-card-badges"><span class="boot-card-viral"><i></i>VIRAL</span>${difficulty}</div></div>` +
    `<div class="boot-card-text"><h3>${escapeHtml(recipe.title)}</h3>${description}` +
    `<div class="boot-card-facts"><span><i></i>${escapeHtml(formatMinutes(recipe.total_time))}</span>` +
    `<span><i></i>${formatCount(recipe.recipe_stats.views)} views</span></div></div></div>`
  );
}

/**
 * The first recipes of a grid as mf-recipe's RecipeCard draws them (photo with the VIRAL and
 * difficulty badges, title, description, time and views), for a screen painted from the HTML.
 * `firstIsLargest`: the first card's photo is the screen's largest paint, fetched first.
 */
export function recipeCardsMarkup(
  recipes: RecipeSummary[],
  { firstIsLargest }: { firstIsLargest: boolean },
): string {
  const cards = recipes
    .slice(0, BOOT_CARD_COUNT)
    .map((recipe, index) => recipeCard(recipe, index, firstIsLargest));
  return `<div class="boot-cards">${cards.join('')}</div>`;
}

/** The preload of the first card's photo: on a phone, the screen's largest paint. */
export const firstCardPreload = (recipes: RecipeSummary[]): string | null =>
  recipes[0] ? picturePreload(recipes[0], MEDIA_SIZES.card) : null;

/** What the screen needs to show the painted cards first: their ids, in order. */
export const paintedCardIds = (recipes: RecipeSummary[]) =>
  recipes.slice(0, BOOT_CARD_COUNT).map((recipe) => ({ id: recipe.id }));
