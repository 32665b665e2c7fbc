import type { ImportPreview, UrlValidation } from '@viral/domain';
import type { CheerioAPI } from 'cheerio';
import { extractStructuredRecipe } from './extract-page.ts';
import type { ExtractedRecipe } from './extracted-recipe.ts';
import { loadPage } from './load-page.ts';
import { mergeRecipe } from './merge-recipe.ts';
import { headingTitle } from './page-heading-title.ts';
import { findPageVideo, type PageVideo } from './page-video.ts';
import { readVisibleRecipe } from './visible/visible-recipe.ts';

export interface PageRecipe {
  validation: UrlValidation;
  recipe: ExtractedRecipe | null;
  /** Where the recipe came from; null when the page gave none to import. */
  source: ImportPreview['source'];
  /** The visible recipe card's text when one was found: what the AI model should read. */
  cardText: string | null;
  /** The page's video (a file to fetch, or a link to keep), whatever the recipe's source. */
  video: PageVideo | null;
}

const complete = (r: ExtractedRecipe) =>
  Boolean(r.title) && r.ingredients.length > 0 && r.instructions.length > 0;

const NOTHING_FOUND: UrlValidation = {
  is_recipe: false,
  confidence: 0,
  reason:
    'The page has no structured recipe data, and the reader finds no recipe card on it (an ingredient list and steps)',
  page_type: 'other',
  detected_recipes_count: 0,
};

/** What the reader says of a page where it read ingredients and nothing it could take for steps. */
const INGREDIENTS_ONLY: UrlValidation = {
  ...NOTHING_FOUND,
  reason:
    'The page has no structured recipe data, and the reader finds its ingredients but no steps beside them (some pages show them only once a script has run)',
};

const FROM_CARD: UrlValidation = {
  is_recipe: true,
  confidence: 80,
  reason: 'The page shows one recipe card with ingredients and steps',
  page_type: 'single_recipe',
  detected_recipes_count: 1,
};

const FROM_BOTH: UrlValidation = {
  ...FROM_CARD,
  confidence: 90,
  reason: "The page's recipe data, completed from the recipe card it shows",
};

/**
 * The page's recipe without any AI: its schema.org data when complete, with the visible card
 * filling what the data lacks or has poorer; the visible card alone when there is no data.
 */
export function extractPageRecipe(html: string, pageUrl: string): PageRecipe {
  const $ = loadPage(html);
  const found = readPage($, html, pageUrl);
  const video = findPageVideo($, pageUrl);
  if (!found.recipe) return { ...found, video };
  return {
    ...found,
    recipe: { ...found.recipe, title: headingTitle($, found.recipe.title, pageUrl) },
    video,
  };
}

function readPage($: CheerioAPI, html: string, pageUrl: string): Omit<PageRecipe, 'video'> {
  const structured = extractStructuredRecipe(html, pageUrl, $);
  if (structured.validation?.page_type === 'recipe_list')
    return { validation: structured.validation, recipe: null, source: null, cardText: null };
  const visible = readVisibleRecipe($, pageUrl);
  const { cardText } = visible;
  const data = structured.recipe;
  const card = visible.recipe && complete(visible.recipe) ? visible.recipe : null;
  if (data && card) {
    const { recipe, fromCard } = mergeRecipe(data, card, cardText ?? '');
    if (!fromCard && structured.validation?.is_recipe)
      return { validation: structured.validation, recipe, source: 'structured-data', cardText };
    if (complete(recipe)) return { validation: FROM_BOTH, recipe, source: 'structured-data+page', cardText };
  }
  if (data && structured.validation?.is_recipe)
    return { validation: structured.validation, recipe: data, source: 'structured-data', cardText };
  if (card) return { validation: FROM_CARD, recipe: card, source: 'page', cardText };
  const ingredientsOnly = visible.recipe
    ? visible.recipe.ingredients.length > 0 && visible.recipe.instructions.length === 0
    : cardText !== null;
  const validation = structured.validation
    ? {
        ...structured.validation,
        reason: `${structured.validation.reason}, and the reader finds no recipe card on the page that completes it`,
      }
    : ingredientsOnly
      ? INGREDIENTS_ONLY
      : NOTHING_FOUND;
  return { validation, recipe: data, source: null, cardText };
}
