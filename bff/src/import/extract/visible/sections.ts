import { type HeadingKind, headingKind } from './card-vocabulary.ts';
import type { Block } from './page-blocks.ts';

export interface CardStep {
  text: string;
  section: string | null;
}

/** What a block says about the part of the recipe it opens: a kind and a heading level. */
export function opens(block: Block | undefined): { kind: HeadingKind | 'other'; level: number } | null {
  if (!block) return null;
  if (block.kind === 'heading') return { kind: headingKind(block.text) ?? 'other', level: block.level };
  // A line holding only the word, '<p><strong>Zutaten</strong></p>', heads what follows.
  const kind = block.item ? null : headingKind(block.text);
  return kind ? { kind, level: 7 } : null;
}

/** Longer than this, a run of lines is the rest of the page, not one part of a recipe. */
const MAX_SECTION_LINES = 120;

/**
 * The lines of one part of a recipe, from `start` until a heading of the same or a higher level,
 * or one that opens another part. Lower headings inside it name groups of ingredients or steps.
 * When list items are among the lines, the items alone are the part (other lines are asides).
 */
export function readSection(
  blocks: Block[],
  start: number,
  level: number,
): { lines: CardStep[]; end: number } {
  const lines: (CardStep & { item: boolean })[] = [];
  let section: string | null = null;
  let index = start;
  for (; index < blocks.length && lines.length < MAX_SECTION_LINES; index++) {
    const block = blocks[index] as Block;
    const opened = opens(block);
    if (opened && (opened.kind !== 'other' || opened.level <= level)) break;
    if (block.kind === 'heading') section = block.text.replace(/\s*[:：]$/, '');
    else lines.push({ text: block.text, section, item: block.item });
  }
  const items = lines.filter((line) => line.item);
  const chosen = items.length >= 2 ? items : lines;
  return { lines: chosen.map(({ text, section: s }) => ({ text, section: s })), end: index };
}
