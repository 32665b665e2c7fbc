import type { Ingredient } from '@viral/domain';
import type { ExtractedRecipe } from './extracted-recipe.ts';
import { parseIngredientLine } from './ingredients.ts';

/** (A number run into its word, '1Zwiebel', is the same line as '1 Zwiebel'.) */
const loose = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/(\d)(?=\p{L})/gu, '$1 ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const hasAmount = (line: string) => /\d|[½¼¾⅓⅔⅛]/.test(line);
const withAmount = (lines: string[]) => lines.filter(hasAmount).length;

/** Most of the data's lines are somewhere in the card (its group headings too): the two are one recipe. */
function covers(card: string[], data: string[], cardText = ''): boolean {
  if (data.length === 0) return true;
  const whole = ` ${[...card, cardText].map(loose).join(' ')} `;
  const found = data.filter((line) => whole.includes(` ${loose(line)} `)).length;
  return found / data.length >= 0.8;
}

/** An amount before the ingredient ('4 stalks celery'), not a number in its name ('Burrata à 125 g'). */
const startsWithAmount = (line: string) => /^\s*(?:\d|[½¼¾⅓⅔⅛])/.test(line);

/**
 * Most of the data's ingredients that start with an amount are lines of the card: a card that
 * splits '4 stalks celery' into 'Celery' and '4 stalks' reads its lines wrongly.
 */
function sameLines(card: string[], data: string[]): boolean {
  const measured = data.filter(startsWithAmount);
  const lines = new Set(card.map(loose));
  return measured.filter((line) => lines.has(loose(line))).length >= 0.8 * measured.length;
}

/** A list fuller than this beside the data's one unmeasured line makes that line no list ('Cheese, Pasta'). */
const MIN_LIST_LINES = 3;

/** The data's one line without an amount (its keywords, a label) beside a card's measured list. */
const isNoList = (card: string[], data: string[]) =>
  data.length === 1 && !hasAmount(data[0] ?? '') && card.filter(startsWithAmount).length >= MIN_LIST_LINES;

/**
 * The card's ingredients are the better ones: the data has none, or the card holds the data's
 * lines (as lines, where they have amounts) and more lines with amounts (the data kept only one
 * part of the recipe, or dropped the amounts). Lines the card adds without an amount are no
 * reason: they are its group headings, its servings control or its equipment.
 */
function cardIngredientsBetter(card: string[], data: string[], cardText: string): boolean {
  if (card.length === 0) return false;
  if (data.length === 0 || isNoList(card, data)) return true;
  if (!covers(card, data, cardText) || !sameLines(card, data)) return false;
  return withAmount(card) > withAmount(data);
}

const length = (lines: string[]) => lines.reduce((sum, line) => sum + line.length, 0);
/** Steps the card has beyond the data's must add this much text: a few stray words are no steps. */
const MIN_ADDED_TEXT = 0.25;
/** Steps are sentences: added lines shorter than this on average are buttons and captions. */
const MIN_STEP_CHARS = 30;

/**
 * The same method, broken where its author broke it. Data whose steps end as sentences end (it
 * came as one string the reader split into sentences, or its steps are paragraphs that took the
 * tip after them in): the card, in fewer steps, shows the author's breaks; steps without an end
 * mark are the author's own, kept. Data whose several steps each hold paragraphs run together:
 * the card, in more steps, shows them; a method the data gives as one step stays one.
 */
function sameTextOtherBreaks(card: string[], data: string[]): boolean {
  if (card.length < 2 || loose(card.join(' ')) !== loose(data.join(' '))) return false;
  if (card.length < data.length) return data.every((step) => /[.!?)]$/.test(step.trim()));
  return data.length >= 2 && card.length > data.length;
}

/**
 * The card's steps are the better ones: the data has none, or the card holds them and
 * substantially more, or the same text in the author's own steps.
 */
function cardStepsBetter(card: string[], data: string[]): boolean {
  if (card.length === 0) return false;
  if (data.length === 0 || sameTextOtherBreaks(card, data)) return true;
  if (!covers(card, data) || card.length <= data.length) return false;
  const whole = ` ${data.map(loose).join(' ')} `;
  const added = card.filter((line) => !whole.includes(` ${loose(line)} `));
  const sentenceLike = added.length > 0 && length(added) / added.length >= MIN_STEP_CHARS;
  return sentenceLike && length(card) - length(data) >= MIN_ADDED_TEXT * length(data);
}

/** More lines than this after one ingredient are a list of their own (equipment), not its amount and notes. */
const MAX_PIECES_PER_LINE = 2;

/**
 * A card that shows each ingredient in pieces, its name on one line and its amount or notes on the
 * next ('Potatoes', '1 kg'; '1 stick butter', 'room temp.'), read along the data's lines, which
 * name the ingredients without amounts: each data line starts a line, the pieces after it join it,
 * and what stands before the first (a table's header) is left out. Null when the card's lines do
 * not follow the data's that way.
 */
function piecedLines(card: Ingredient[], data: string[]): Ingredient[] | null {
  if (data.length === 0 || data.some(hasAmount)) return null;
  const joined: { text: string; group: string | null; pieces: number }[] = [];
  let next = 0;
  for (const ingredient of card) {
    const line = ingredient.original ?? ingredient.name;
    const group = ingredient.group ?? null;
    const starts = next < data.length && ` ${loose(line)} `.includes(` ${loose(data[next] ?? '')} `);
    const last = joined.at(-1);
    if (starts) {
      joined.push({ text: line, group, pieces: 0 });
      next++;
    } else if (last && last.group === group && last.pieces < MAX_PIECES_PER_LINE) {
      last.text = `${last.text} ${line}`;
      last.pieces++;
    } else if (last) return null;
  }
  if (next < data.length || !joined.some((line) => line.pieces > 0)) return null;
  return joined.map(({ text, group }) =>
    group ? { ...parseIngredientLine(text), group } : parseIngredientLine(text),
  );
}

/**
 * A card line that is an amount alone, a number and at most a short unit ('1 kg', '½ cup'): a
 * piece of a line, as some cards show it beside the name.
 */
const AMOUNT_ONLY = /^\s*[\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛.,/\s-]*\p{L}{0,5}\.?\s*$/u;

/**
 * The data's list run together (one string the reader had to split, or lines holding two
 * ingredients each) whose words are, in order, a run of the card's lines: the card shows the
 * author's breaks, unless it shows each line in pieces (its amount apart). The run is taken
 * alone, without the card's equipment or a repeated copy of the list around it.
 */
function sameListOtherBreaks(card: Ingredient[], data: string[]): Ingredient[] | null {
  const whole = loose(data.join(' '));
  if (!whole) return null;
  const lines = card.map((i) => loose(i.original ?? i.name));
  for (let start = 0; start < lines.length; start++) {
    let text = '';
    for (let end = start; end < lines.length; end++) {
      text = text ? `${text} ${lines[end]}` : (lines[end] ?? '');
      if (!`${whole} `.startsWith(`${text} `)) break;
      const run = end - start + 1;
      if (text !== whole) continue;
      const found = card.slice(start, end + 1);
      return run > data.length && !found.some((i) => AMOUNT_ONLY.test(i.original ?? i.name)) ? found : null;
    }
  }
  return null;
}

export interface Merged {
  recipe: ExtractedRecipe;
  /** Whether the card supplied any of it. */
  fromCard: boolean;
}

/** The structured data's recipe, with what the visible card has and the data lacks or has poorer. */
export function mergeRecipe(data: ExtractedRecipe, card: ExtractedRecipe, cardText = ''): Merged {
  const lines = (r: ExtractedRecipe) => r.ingredients.map((i) => i.original ?? i.name);
  const steps = (r: ExtractedRecipe) => r.instructions.map((s) => s.description);
  const rebroken = sameListOtherBreaks(card.ingredients, lines(data));
  const pieced = piecedLines(card.ingredients, lines(data));
  const cardIngredients = rebroken ?? pieced ?? card.ingredients;
  const ingredients =
    rebroken !== null ||
    cardIngredientsBetter(
      cardIngredients.map((i) => i.original ?? i.name),
      lines(data),
      cardText,
    );
  const instructions = cardStepsBetter(steps(card), steps(data));
  const title = !data.title && Boolean(card.title);
  const merged: ExtractedRecipe = {
    ...data,
    title: title ? card.title : data.title,
    ingredients: ingredients ? cardIngredients : data.ingredients,
    instructions: instructions ? card.instructions : data.instructions,
    image_url: data.image_url ?? card.image_url,
    image_urls: data.image_urls.length > 0 ? data.image_urls : card.image_urls,
    prep_time: data.prep_time ?? card.prep_time,
    cook_time: data.cook_time ?? card.cook_time,
    total_time: data.total_time ?? card.total_time,
    servings: data.servings ?? card.servings,
  };
  return { recipe: merged, fromCard: ingredients || instructions || title };
}
