import { isStepLabel } from '../text-lines.ts';
import { type HeadingKind, headingKind, MAX_HEADING_ELEMENT_CHARS } from './card-vocabulary.ts';
import type { Block } from './page-blocks.ts';

export interface CardStep {
  text: string;
  section: string | null;
}

/** What a block says about the part of the recipe it opens: a kind and a heading level. */
export function opens(block: Block | undefined): { kind: HeadingKind | 'other'; level: number } | null {
  if (!block) return null;
  if (block.kind === 'heading')
    return { kind: headingKind(block.text, MAX_HEADING_ELEMENT_CHARS) ?? 'other', level: block.level };
  // A line holding only the word, '<p><strong>Zutaten</strong></p>', heads what follows.
  const kind = block.item ? null : headingKind(block.text);
  return kind ? { kind, level: 7 } : null;
}

/** A line of prose: long enough, and ending as a sentence ends. */
const isSentence = (block: Block | undefined) =>
  block?.kind === 'line' &&
  !block.item &&
  block.text.length >= MIN_SENTENCE_CHARS &&
  /[.!?)]$/.test(block.text);
const MIN_SENTENCE_CHARS = 30;

/**
 * After a list of ingredients, two sentences in a row that are no list items are the method,
 * shown without a heading of its own.
 */
const endsIngredients = (blocks: Block[], index: number, lines: SectionLine[]) =>
  lines.filter((line) => line.item).length >= 2 && isSentence(blocks[index]) && isSentence(blocks[index + 1]);

/** Longer than this, a run of lines is the rest of the page, not one part of a recipe. */
const MAX_SECTION_LINES = 120;

type SectionLine = CardStep & { item: boolean; opensGroup: boolean };

/**
 * The runs of lines that each choose their own lines: one per labelled step ('Step 2') when the
 * page labels its steps, else one per group its own part's word heads ('Zubereitung im Ofen').
 */
function runs(lines: SectionLine[]): SectionLine[][] {
  const labelled = lines.some((line) => isStepLabel(line.text));
  const starts = (line: SectionLine) => (labelled ? isStepLabel(line.text) : line.opensGroup);
  const found: SectionLine[][] = [[]];
  for (const line of lines) {
    if (starts(line)) found.push([]);
    found.at(-1)?.push(line);
  }
  return found;
}

/**
 * The lines of one part of a recipe, from `start` until a heading of the same or a higher level,
 * or one that opens another part. Lower headings inside it name groups of ingredients or steps,
 * and so does a lower heading with the part's own word (`kind`): 'Zubereitung im Ofen' under
 * 'Zubereitung'. When list items are among the lines of a group, or of a step the page labels
 * 'Step 2', the items alone are its lines (other lines are asides: captions, tabs, a lead-in).
 */
export function readSection(
  blocks: Block[],
  start: number,
  level: number,
  kind: HeadingKind | null = null,
): { lines: CardStep[]; end: number } {
  const lines: SectionLine[] = [];
  let section: string | null = null;
  let opensGroup = false;
  // A heading inside a labelled step, over some of its lines, names a group of that step only.
  let step: { section: string | null; headed: boolean } | null = null;
  let headedLines = false;
  // A heading right under the part's own names its first group, whatever its level ('INGREDIENTS',
  // then 'Dough', both bold lines; a 'Method' line over an h4 'Biscuits'): headings of that level
  // head its other groups.
  const first = blocks[start];
  // ('Step 1' is no group: the steps a page heads one by one are read as such.)
  const groupLevel =
    first?.kind === 'heading' && opens(first)?.kind === 'other' && !isStepLabel(first.text)
      ? first.level
      : null;
  let index = start;
  for (; index < blocks.length && lines.length < MAX_SECTION_LINES; index++) {
    const block = blocks[index] as Block;
    const opened = opens(block);
    const group = opened !== null && opened.kind === kind && opened.level > level;
    const headsGroup =
      group ||
      (groupLevel !== null &&
        opened?.kind === 'other' &&
        block.kind === 'heading' &&
        block.level >= groupLevel);
    if (opened && !headsGroup && (opened.kind !== 'other' || opened.level <= level)) break;
    if (kind === 'ingredients' && endsIngredients(blocks, index, lines)) break;
    opensGroup ||= group;
    if (block.kind === 'heading' || group) {
      section = block.text.replace(/\s*[:：]$/, '');
      headedLines = false;
      if (step) step.headed = true;
      continue;
    }
    if (isStepLabel(block.text)) {
      if (step?.headed && headedLines) section = step.section;
      step = { section, headed: false };
    }
    lines.push({ text: block.text, section, item: block.item, opensGroup });
    opensGroup = false;
    headedLines = true;
  }
  const chosen = runs(lines).flatMap((run) => {
    const items = run.filter((line) => line.item);
    return items.length >= 2 ? items : run;
  });
  return { lines: chosen.map(({ text, section: s }) => ({ text, section: s })), end: index };
}
