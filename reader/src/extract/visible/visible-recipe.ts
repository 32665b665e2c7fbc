import type { Instruction } from '@viral/domain';
import type { CheerioAPI } from 'cheerio';
import { rankImages } from '../best-image.ts';
import type { ExtractedRecipe } from '../extracted-recipe.ts';
import { groupedIngredients } from '../ingredients.ts';
import { minutes } from '../schema-values.ts';
import { methodSteps, splitRunTogether, stepLines } from '../text-lines.ts';
import { isDurationLine, isServingsLine, withoutTrailingFurniture } from './card-controls.ts';
import { classCard } from './class-card.ts';
import { type CardParts, headingCard } from './heading-card.ts';
import { listCard } from './list-card.ts';
import { numberedSteps } from './numbered-steps.ts';
import { type Block, blocksText, pageBlocks } from './page-blocks.ts';
import type { CardStep } from './sections.ts';
import { opens } from './sections.ts';
import { minutesFromText, servingsFromText } from './text-duration.ts';

export interface VisibleRecipe {
  /** Null when the page shows no recipe card with both ingredients and steps. */
  recipe: ExtractedRecipe | null;
  /** The card's text (or, when only its ingredients were found, the text from there on), for the AI model. */
  cardText: string | null;
}

const TOTAL_WORDS =
  /total|gesamt|insgesamt|totale?|tiempo total|tempo total|totaal|totalt|łącznie|celkem|celkový|összesen|合計/i;
/** Lines this close before the card may hold its times and servings. */
const LEAD_BLOCKS = 30;
/** Without steps, this much text after the ingredients goes to the AI model. */
const PARTIAL_BLOCKS = 150;

const loose = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function pageTitle($: CheerioAPI): string {
  const titles = [$('meta[property="og:title"]').attr('content') ?? '', $('title').first().text()]
    .map(loose)
    .join(' | ');
  const headings = $('h1')
    .toArray()
    .map((el) => $(el).text().replace(/\s+/g, ' ').trim())
    .filter((t) => t.length > 0 && t.length < 200);
  const named = headings.find((h) => titles.includes(loose(h)));
  const fallback = ($('meta[property="og:title"]').attr('content') ?? $('title').first().text()).trim();
  return named ?? headings[0] ?? fallback;
}

/**
 * One word without a full stop, in a script that spaces its words: after the last step, it is
 * the card's caption ('Done', 'Enjoy'), not an instruction.
 */
const isCaption = (line: string) => /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}'’-]+$/u.test(line);

/**
 * A card that draws each step's number in an element of its own, right before the text
 * ('<span>1</span>Heat…'), gives lines that start with their number and no space: when every
 * line does, counting up from 1, the numbers are the card's numbering.
 */
function withoutGluedNumbers(steps: CardStep[]): CardStep[] {
  const glued = (step: CardStep, i: number) =>
    new RegExp(String.raw`^${i + 1}(?=\p{Lu})`, 'u').test(step.text);
  if (steps.length < 2 || !steps.every(glued)) return steps;
  return steps.map((step, i) => ({ ...step, text: step.text.slice(String(i + 1).length) }));
}

/** Steps as numbered, else (one paragraph holding them all) one per sentence. */
function instructions(steps: CardStep[]): Instruction[] {
  const lines = numberedSteps(withoutGluedNumbers(steps)).flatMap((step) =>
    stepLines(step.text).map((description) => ({ description, section: step.section })),
  );
  while (lines.length > 1 && isCaption(lines.at(-1)?.description ?? '')) lines.pop();
  lines.splice(0, lines.length, ...withoutTrailingFurniture(lines, (line) => line.description));
  const [only] = lines;
  const split =
    lines.length === 1 && only
      ? methodSteps(only.description).map((description) => ({ description, section: only.section }))
      : lines;
  return split.map((step, index) => ({ step: index + 1, ...step }));
}

function recipeOf(
  $: CheerioAPI,
  pageUrl: string,
  parts: { title: string; ingredients: CardStep[]; steps: CardStep[]; images: string[] },
  times: { total: number | null; prep: number | null; cook: number | null },
  servings: number | null,
): ExtractedRecipe {
  const images = rankImages($, parts.images, pageUrl);
  const { prep, cook } = times;
  return {
    title: parts.title,
    description: null,
    image_url: images[0] ?? null,
    image_urls: images,
    source_url: pageUrl,
    prep_time: prep,
    cook_time: cook,
    total_time: times.total ?? (prep !== null || cook !== null ? (prep ?? 0) + (cook ?? 0) : null),
    servings,
    estimated_cost: null,
    ingredients: groupedIngredients(
      withoutTrailingFurniture(
        parts.ingredients.length === 1
          ? splitRunTogether(parts.ingredients[0]?.text ?? '').map((text) => ({ text, section: null }))
          : parts.ingredients,
        (line) => line.text,
      )
        // A bare count ('2', '4', '6') is a servings picker's option.
        .filter(({ text }) => !/^\d+$/.test(text) && !isServingsLine(text) && !isDurationLine(text)),
    ),
    instructions: instructions(parts.steps),
    nutrition: null,
    difficulty: null,
    appliances: [],
    tag_candidates: [],
  };
}

/** Times and servings stated in short lines just before or inside a heading-laid card. */
function leadFacts(blocks: Block[], card: CardParts) {
  const near = blocks
    .slice(Math.max(0, card.start - LEAD_BLOCKS), card.end)
    .filter((b) => b.text.length < 60);
  const total = near.find((b) => TOTAL_WORDS.test(b.text) && minutesFromText(b.text) !== null);
  const servings =
    servingsFromText(card.heading) ??
    near.map((b) => servingsFromText(b.text)).find((n) => n !== null) ??
    null;
  return { total: minutesFromText(total?.text), servings };
}

function partialCardText(blocks: Block[]): string | null {
  const start = blocks.findIndex((b) => opens(b)?.kind === 'ingredients');
  return start < 0 ? null : blocksText(blocks.slice(start, start + PARTIAL_BLOCKS));
}

/**
 * The recipe as the page shows it to a reader: a plugin's or microformat's card found by its
 * class names, else an 'Ingredients' heading over a list followed by a 'Method' heading over steps,
 * else the recipe's name over a measured list and its steps as paragraphs.
 */
export function readVisibleRecipe($: CheerioAPI, pageUrl: string): VisibleRecipe {
  const card = classCard($);
  if (card) {
    const title = card.title ?? pageTitle($);
    const times = {
      total: minutesFromText(card.totalTime) ?? minutes(card.isoDuration),
      prep: minutesFromText(card.prepTime),
      cook: minutesFromText(card.cookTime),
    };
    const ingredients = card.ingredients.map((text) => ({ text, section: null }));
    const recipe = recipeOf(
      $,
      pageUrl,
      { ...card, title, ingredients },
      times,
      servingsFromText(card.yield, true),
    );
    return { recipe, cardText: `${title}\n${blocksText(pageBlocks($, card.root))}` };
  }
  const blocks = pageBlocks($);
  const found = headingCard(blocks) ?? listCard(blocks);
  if (!found) return { recipe: null, cardText: partialCardText(blocks) };
  const title = pageTitle($);
  const { total, servings } = leadFacts(blocks, found);
  const recipe = recipeOf(
    $,
    pageUrl,
    { title, ingredients: found.ingredients, steps: found.steps, images: [] },
    { total, prep: null, cook: null },
    servings,
  );
  return { recipe, cardText: `${title}\n${blocksText(blocks.slice(found.start, found.end))}` };
}
