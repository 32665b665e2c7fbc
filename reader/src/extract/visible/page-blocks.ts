import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { hiddenByInitialState } from './initial-state.ts';

/** A page's content as a reader sees it: headings and lines, in reading order. */
export type Block =
  | { kind: 'heading'; level: number; text: string }
  /** `item`: the line is (part of) a list item. */
  | { kind: 'line'; text: string; item: boolean };

const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'input',
  'select',
  'textarea',
  'iframe',
  'nav',
  'footer',
  'form',
]);
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'thead',
  'tfoot',
  // A table row is one line: its cells are often an amount and a name.
  'tr',
  'ul',
]);
const HEADING = /^h([1-6])$/;

/**
 * A short line all in bold, without a number, heads what follows ('<strong>Meatballs</strong><br>'):
 * a group of ingredients or steps, or a part ('Ingredients', 'Notes').
 */
const isBoldHeading = (text: string) => !/\d/.test(text) && text.split(' ').length <= 6;

/** Check boxes drawn as characters ('▢ 1 cup flour') are the card's, not the recipe's. */
const tidy = (s: string) =>
  s
    .replace(/[▢☐□]/g, ' ')
    .replace(/[\s\u00a0\u200b]+/g, ' ')
    .trim();

const isList = (node: AnyNode) =>
  node.type === 'tag' && ((node as Element).name === 'ul' || (node as Element).name === 'ol');

function hasNestedList(el: Element): boolean {
  return el.children.some(
    (child) =>
      child.type === 'tag' &&
      (['ul', 'ol', 'li'].includes((child as Element).name) || hasNestedList(child as Element)),
  );
}

/** Two line breaks in a row, with only spaces between them: a blank line in the text. */
function hasBlankLine(el: Element): boolean {
  let previousBreak = false;
  for (const child of el.children) {
    if (child.type === 'text' && !(child as unknown as { data: string }).data.trim()) continue;
    const isBreak = child.type === 'tag' && (child as Element).name === 'br';
    if (isBreak && previousBreak) return true;
    previousBreak = isBreak;
  }
  return false;
}

/**
 * Class names that hide an element (CSS frameworks' and sites' own, with or without a short
 * namespace: 'u-hidden', 'js-hide'). Not 'print-only': sites give it to their whole article to
 * style its printout; not 'hidden-xs' and the like, which hide it on some screens only.
 */
const HIDDEN_CLASS = /^(?:[a-z]{1,3}[-_])?(?:hidden|hide|d-none|display-none|invisible)$/i;
/**
 * Class names that show an element to screen readers only ('visually-hidden', 'sr-only'): an
 * alternative to a shown twin (the other unit system), or a collapsed part a reader opens.
 */
const SCREEN_READER_CLASS = /^(?:[a-z]{1,3}[-_])?(?:visually-?hidden|sr-only|screen-reader-text)$/i;
/** The state class that marks the one shown of several alternatives. */
const ACTIVE_CLASS = /^(?:is-)?(?:active|selected|current)$/i;

const classList = (el: Element) => (el.attribs.class ?? '').split(/\s+/).filter(Boolean);

/**
 * Alternative lists side by side (the amounts for 2, 4 or 6 people; metric or cups), one marked
 * active: the others are hidden until the reader switches.
 */
function isInactiveAlternative(el: Element): boolean {
  if (el.name !== 'ul' && el.name !== 'ol') return false;
  const own = classList(el);
  if (own.length === 0 || own.some((c) => ACTIVE_CLASS.test(c))) return false;
  const base = own.join(' ');
  return (el.parent?.children ?? []).some((other) => {
    if (other === el || other.type !== 'tag' || (other as Element).name !== el.name) return false;
    const classes = classList(other as Element);
    const active = classes.filter((c) => ACTIVE_CLASS.test(c));
    return active.length > 0 && classes.filter((c) => !ACTIVE_CLASS.test(c)).join(' ') === base;
  });
}

/** Shown to screen readers only beside a twin (same element) that everyone sees: the twin's alternative. */
function isScreenReaderAlternative(el: Element): boolean {
  if (!classList(el).some((c) => SCREEN_READER_CLASS.test(c))) return false;
  return (el.parent?.children ?? []).some(
    (other) =>
      other !== el &&
      other.type === 'tag' &&
      (other as Element).name === el.name &&
      !classList(other as Element).some((c) => SCREEN_READER_CLASS.test(c) || HIDDEN_CLASS.test(c)),
  );
}

function isHidden(el: Element): boolean {
  const { attribs } = el;
  if ('hidden' in attribs || attribs['aria-hidden'] === 'true') return true;
  if (/display\s*:\s*none/i.test(attribs.style ?? '')) return true;
  return (
    classList(el).some((c) => HIDDEN_CLASS.test(c)) ||
    isScreenReaderAlternative(el) ||
    isInactiveAlternative(el) ||
    hiddenByInitialState(el)
  );
}

/**
 * The blocks of one element (the whole body by default), with its hidden and interactive parts
 * left out, and those `skip` names.
 */
export function pageBlocks(
  $: CheerioAPI,
  root?: Cheerio<AnyNode>,
  skip: (el: Element) => boolean = () => false,
): Block[] {
  const blocks: Block[] = [];
  let line = '';
  let lineInItem = false;
  let lineBold = true;
  const flush = () => {
    const text = tidy(line);
    if (text && lineBold && !lineInItem && isBoldHeading(text))
      blocks.push({ kind: 'heading', level: 7, text });
    else if (text) blocks.push({ kind: 'line', text, item: lineInItem });
    line = '';
    lineBold = true;
  };
  const walk = (node: AnyNode, inItem: boolean, inBold: boolean) => {
    if (node.type === 'text') {
      const data = (node as unknown as { data: string }).data;
      if (!tidy(line)) lineInItem = inItem;
      if (tidy(data)) lineBold &&= inBold;
      line += data;
      return;
    }
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return;
    const el = node as Element;
    const tag = el.name.toLowerCase();
    if (SKIPPED.has(tag) || isHidden(el) || skip(el)) return;
    if (tag === 'br') return void flush();
    const heading = HEADING.exec(tag);
    if (heading) {
      flush();
      const text = tidy($(el).text());
      if (text) blocks.push({ kind: 'heading', level: Number(heading[1]), text });
      return;
    }
    if (tag === 'img' || tag === 'td' || tag === 'th') line += ' ';
    const block = BLOCK.has(tag);
    if (block) flush();
    // A list item is one line, however its plugin splits it into amount, unit and name elements.
    if (tag === 'li' && !hasNestedList(el)) {
      const inner = pageBlocks($, $(el).contents(), skip);
      // An item holding only a heading heads the items after it: a group of ingredients.
      // (A bold item stays an item: sites bold whole ingredients or steps too.)
      const headings = inner.every((b) => b.kind === 'heading' && b.level < 7);
      if (inner.length > 0 && headings) return void blocks.push(...inner);
      // Paragraphs an item parts with a blank line ('<br><br>') are lines of their own: steps.
      if (hasBlankLine(el))
        return void blocks.push(...inner.map((b) => ({ kind: 'line' as const, text: b.text, item: true })));
      const text = tidy(inner.map((b) => b.text).join(' '));
      if (text) blocks.push({ kind: 'line', text, item: true });
      return;
    }
    const childInItem = tag === 'li' ? true : tag === 'ul' || tag === 'ol' ? false : inItem;
    const childInBold = inBold || tag === 'strong' || tag === 'b';
    for (const child of el.children) {
      // An item's own few words before the list it holds head that list: a group ('Seasonings').
      if (tag === 'li' && isList(child) && tidy(line) && isBoldHeading(tidy(line))) {
        blocks.push({ kind: 'heading', level: 7, text: tidy(line) });
        line = '';
        lineBold = true;
      }
      walk(child, childInItem, childInBold);
    }
    if (block) flush();
  };
  const start = root ?? ($('body').length > 0 ? $('body') : $.root().children());
  for (const node of start.toArray()) walk(node, false, false);
  flush();
  return blocks;
}

/** The blocks as plain text, one per line: what a reader (or the AI model) gets to read. */
export function blocksText(blocks: Block[]): string {
  return blocks
    .map((b) => (b.kind === 'heading' ? `\n${b.text}` : b.item ? `- ${b.text}` : b.text))
    .join('\n');
}
