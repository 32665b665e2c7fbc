import type { CardParts } from './heading-card.ts';
import type { Block } from './page-blocks.ts';

/** Fewer list items than this are a page's bullet points, not an ingredient list. */
const MIN_INGREDIENTS = 3;
/** This share of the items, at least, starts with an amount ('2 cups flour', '½ tsp salt'). */
const MIN_MEASURED_SHARE = 0.6;
/** Longer than this on average, list items are prose, not ingredient lines. */
const MAX_INGREDIENT_CHARS = 100;
/** A step is a sentence: this long at least, ending in a full stop (or '!', '?'). */
const MIN_STEP_CHARS = 30;
const MIN_STEPS = 2;

const startsWithAmount = (text: string) => /^(?:\d|[½¼¾⅓⅔⅛])/.test(text);
const isItem = (b: Block | undefined) => b?.kind === 'line' && b.item;
const isSentence = (b: Block | undefined) =>
  b?.kind === 'line' && !b.item && b.text.length >= MIN_STEP_CHARS && /[.!?)]$/.test(b.text);

/**
 * A recipe shown without 'Ingredients' or 'Method' headings: under a heading (the recipe's name),
 * a list of measured ingredient lines, then the steps as paragraphs, up to the next heading or
 * the first line that is no sentence. The first such card on the page wins.
 */
export function listCard(blocks: Block[]): CardParts | null {
  for (let start = 1; start < blocks.length; start++) {
    const heading = blocks[start - 1];
    if (heading?.kind !== 'heading' || !isItem(blocks[start])) continue;
    let end = start;
    while (isItem(blocks[end])) end++;
    const ingredients = blocks.slice(start, end).map((b) => b.text);
    const measured = ingredients.filter(startsWithAmount).length;
    const chars = ingredients.reduce((sum, line) => sum + line.length, 0);
    if (
      ingredients.length < MIN_INGREDIENTS ||
      measured < MIN_MEASURED_SHARE * ingredients.length ||
      chars > MAX_INGREDIENT_CHARS * ingredients.length
    )
      continue;
    let stepsEnd = end;
    while (isSentence(blocks[stepsEnd])) stepsEnd++;
    if (stepsEnd - end < MIN_STEPS) continue;
    const steps = blocks.slice(end, stepsEnd).map((b) => ({ text: b.text, section: null }));
    return {
      ingredients: ingredients.map((text) => ({ text, section: null })),
      steps,
      heading: heading.text,
      start: start - 1,
      end: stepsEnd,
    };
  }
  return null;
}
