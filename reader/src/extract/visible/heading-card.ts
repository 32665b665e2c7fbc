import { isStepLabel } from '../text-lines.ts';
import type { Block } from './page-blocks.ts';
import { type CardStep, opens, readSection } from './sections.ts';

export interface CardParts {
  /** Each line with the heading of the group it is listed under. */
  ingredients: CardStep[];
  steps: CardStep[];
  /** The ingredients heading: 'Zutaten für 4 Personen' tells the servings. */
  heading: string | null;
  /** Block indexes the card spans. */
  start: number;
  end: number;
}

/** Between the ingredients and the steps a page may put a few other things (equipment, an ad). */
const MAX_GAP_BLOCKS = 40;

type Part = 'ingredients' | 'instructions';

/** A heading 'Step 1': a page that heads each step, and not its method as a whole. */
const isStepHeading = (block: Block | undefined) => block?.kind === 'heading' && isStepLabel(block.text);

/** '1. Make the sauce:': a heading that numbers a group of steps and names it. */
const NUMBERED_TITLE = /^(\d{1,2})\s*[.)]\s+(\p{L}.*?)\s*:?$/u;
const numberedTitle = (block: Block | undefined) =>
  block?.kind === 'heading' ? NUMBERED_TITLE.exec(block.text) : null;

/** What part a block opens; a step's heading ('Step 1', '1. Make the sauce') opens the method. */
function opensPart(block: Block | undefined) {
  const opened = opens(block);
  return opened?.kind === 'other' && (isStepHeading(block) || numberedTitle(block))
    ? { ...opened, kind: 'instructions' as const }
    : opened;
}

/** Where the method may start: not at a group of steps numbered after the first. */
const startsPart = (block: Block | undefined) => {
  const number = numberedTitle(block)?.[1];
  return number === undefined || number === '1';
};

/** A step is a sentence: this long at least, ending in a full stop (or '!', '?'). */
const MIN_STEP_CHARS = 30;
const isStepLine = (b: Block | undefined) =>
  b?.kind === 'line' && b.text.length >= MIN_STEP_CHARS && /[.!?)]$/.test(b.text);

/**
 * The paragraphs under a step's heading, up to the next heading of any level; after the last
 * step, only up to the first line that is no sentence ('Share by email'): the page goes on there.
 */
function headedStep(blocks: Block[], start: number) {
  let end = start;
  while (blocks[end]?.kind === 'line' && (end === start || isStepLine(blocks[end]))) end++;
  const lines = blocks.slice(start, end).map((b) => ({ text: b.text, section: null }));
  return { lines, end };
}

/** The parts opened by consecutive headings of one kind: 'Ingredients for the dough', '… for the filling'. */
function readParts(blocks: Block[], first: number, kind: Part) {
  const lines: CardStep[] = [];
  let index = first;
  for (let opened = opensPart(blocks[index]); opened?.kind === kind; opened = opensPart(blocks[index])) {
    const title = numberedTitle(blocks[index])?.[2] ?? null;
    const part = isStepHeading(blocks[index])
      ? headedStep(blocks, index + 1)
      : readSection(blocks, index + 1, opened.level, kind);
    lines.push(...part.lines.map((line) => ({ ...line, section: line.section ?? title })));
    index = part.end;
  }
  return { lines, end: index };
}

/**
 * The steps under the first 'Method' heading from `from` on, opened before `to` and before
 * another ingredients heading; when `endBy` is given, they must also end by then.
 */
function stepsBetween(blocks: Block[], from: number, to: number, endBy = Number.POSITIVE_INFINITY) {
  for (let j = from; j < to; j++) {
    const opened = opensPart(blocks[j]);
    if (opened?.kind === 'ingredients') return null;
    if (opened?.kind !== 'instructions' || !startsPart(blocks[j])) continue;
    const steps = readParts(blocks, j, 'instructions');
    if (steps.lines.length > 0 && steps.end <= endBy) return { ...steps, start: j };
  }
  return null;
}

/**
 * Steps right after the ingredients under a heading the reader does not know ("Let's get
 * started!"), or under none: a run of at least two sentence lines.
 */
function unheadedSteps(blocks: Block[], from: number) {
  const start = blocks[from]?.kind === 'heading' && opens(blocks[from])?.kind === 'other' ? from + 1 : from;
  let end = start;
  while (isStepLine(blocks[end])) end++;
  // Alone under a heading (the next heading follows it), one long paragraph is the method given in one piece.
  const oneParagraph =
    end - start === 1 &&
    start > from &&
    (blocks[start]?.text.length ?? 0) >= MIN_PARAGRAPH_CHARS &&
    blocks[end]?.kind === 'heading';
  if (end - start < 2 && !oneParagraph) return null;
  const headed = start > from ? (blocks[from] as Block) : null;
  const first = end;
  const groups: CardStep[] = [];
  // Headings of the first one's level over more sentences name further groups of the same steps.
  while (
    headed?.kind === 'heading' &&
    sameLevelHeading(blocks[end], headed.level) &&
    isStepLine(blocks[end + 1])
  ) {
    const section = (blocks[end] as Block).text;
    end++;
    while (isStepLine(blocks[end])) groups.push({ text: (blocks[end++] as Block).text, section });
  }
  const section = groups.length > 0 ? (headed?.text ?? null) : null;
  const lines = blocks.slice(start, first).map((b) => ({ text: b.text, section }));
  return { lines: [...lines, ...groups], end, start: from };
}

const sameLevelHeading = (block: Block | undefined, level: number) =>
  block?.kind === 'heading' && block.level === level && opens(block)?.kind === 'other';

/** A method given as one paragraph is at least this long: a few sentences, not a caption. */
const MIN_PARAGRAPH_CHARS = 200;
/** Fewer list items than this are a page's bullet points, not an ingredient list. */
const MIN_LISTED_INGREDIENTS = 3;
/** This share of the items, at least, starts with an amount ('2 cups flour', '½ tsp salt'). */
const MIN_MEASURED_SHARE = 0.6;
const startsWithAmount = (text: string) => /^(?:\d|[½¼¾⅓⅔⅛])/.test(text);

/**
 * The ingredients of a page that heads its method but not its ingredients: the list items
 * (and the group headings among them) last before the 'Method' heading, mostly measured.
 */
function listBefore(blocks: Block[], method: number): { lines: CardStep[]; start: number } | null {
  let last = method - 1;
  const isItem = (block: Block | undefined) => block?.kind === 'line' && block.item;
  while (last >= Math.max(0, method - MAX_GAP_BLOCKS) && !isItem(blocks[last])) last--;
  let first = last;
  while (first > 0) {
    const before = blocks[first - 1] as Block;
    if (!(isItem(before) || (before.kind === 'heading' && opens(before)?.kind === 'other'))) break;
    first--;
  }
  if (last < 0) return null;
  let section: string | null = null;
  const lines: CardStep[] = [];
  for (const block of blocks.slice(first, last + 1)) {
    if (block.kind === 'heading') section = block.text;
    else lines.push({ text: block.text, section });
  }
  const measured = lines.filter((line) => startsWithAmount(line.text)).length;
  if (lines.length < MIN_LISTED_INGREDIENTS || measured < MIN_MEASURED_SHARE * lines.length) return null;
  return { lines, start: first };
}

/** A 'Method' heading over steps, after a measured list that no 'Ingredients' heading heads. */
function methodAfterList(blocks: Block[]): CardParts | null {
  for (let i = 0; i < blocks.length; i++) {
    if (opensPart(blocks[i])?.kind !== 'instructions' || !startsPart(blocks[i])) continue;
    const ingredients = listBefore(blocks, i);
    const steps = ingredients && readParts(blocks, i, 'instructions');
    if (ingredients && steps && steps.lines.length > 0)
      return {
        ingredients: ingredients.lines,
        steps: steps.lines,
        heading: null,
        start: ingredients.start,
        end: steps.end,
      };
  }
  return null;
}

/**
 * A recipe laid out with headings: 'Ingredients' over a list, then 'Method' (or the page's own
 * language's word for either) over the steps; some pages put the method first, or show the
 * steps right after the ingredients without a heading the reader knows. The first such pair with
 * lines under both wins.
 */
export function headingCard(blocks: Block[]): CardParts | null {
  let searchedBefore = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (opens(blocks[i])?.kind !== 'ingredients') continue;
    const ingredients = readParts(blocks, i, 'ingredients');
    if (ingredients.lines.length === 0) continue;
    const after = stepsBetween(
      blocks,
      ingredients.end,
      Math.min(blocks.length, ingredients.end + MAX_GAP_BLOCKS),
    );
    const before = after ? null : stepsBetween(blocks, Math.max(searchedBefore, i - MAX_GAP_BLOCKS), i, i);
    const steps = after ?? before ?? unheadedSteps(blocks, ingredients.end);
    if (steps) {
      return {
        ingredients: ingredients.lines,
        steps: steps.lines,
        heading: (blocks[i] as Block).text,
        start: Math.min(i, steps.start),
        end: Math.max(ingredients.end, steps.end),
      };
    }
    searchedBefore = ingredients.end;
    i = ingredients.end - 1;
  }
  return methodAfterList(blocks);
}
