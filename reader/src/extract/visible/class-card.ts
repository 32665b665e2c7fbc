import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { headingKind } from './card-vocabulary.ts';
import { pageBlocks } from './page-blocks.ts';
import { type CardStep, opens, readSection } from './sections.ts';

/**
 * Class names recipe-card plugins and microformats give their parts ('wprm-recipe-ingredients',
 * 'tasty-recipes-instructions', 'mv-create-ingredients', h-recipe's 'p-ingredient' and
 * 'e-instructions'): matched by pattern, whatever the plugin's prefix.
 */
const LIST_CLASS = {
  ingredients: /ingredients(?:$|[-_])/i,
  instructions: /(?:instructions|directions|method|preparation|steps)(?:$|[-_])/i,
};
const ITEM_CLASS = {
  ingredients: /^(?:[\w-]*[-_])?ingredient$/i,
  instructions: /^(?:[\w-]*[-_])?(?:instruction|direction|step)$/i,
};
/** A card's title: h-recipe's 'p-name', a 'recipe'-named title class, else a heading with a title class. */
const RECIPE_TITLE_CLASS = /^(?:p-name|[\w-]*recipes?[-_](?:[\w-]*[-_])?(?:name|title))$/i;
const TITLE_CLASS = /^[\w-]*[-_](?:name|title)$/i;
/** A part's name or title ('recipe-ingredient-name', 'card-ingredients__title'): an ingredient or a heading, not the recipe's. */
const PART_CLASS = /ingredient|instruction|direction|step|equipment|nutrition|note|author/i;
const TOTAL_TIME_CLASS = /total[-_]?time|time[-_]?total/i;
const PREP_TIME_CLASS = /prep[-_]?time|time[-_]?prep/i;
const COOK_TIME_CLASS = /cook[-_]?time|time[-_]?cook/i;
const YIELD_CLASS = /servings|yield|serves|portions/i;
/**
 * Class names that say an element is not part of the recipe even though it names one (a servings
 * scaler classed '…-steps__scale' is no step).
 */
const ASIDE_CLASS = /jump|print|rating|comment|related|nav|menu|share|widget|button|btn|toggle|review|scale/i;
/**
 * A blog post's own element ('type-post', 'hentry'): its taxonomy classes ('Method-grill',
 * 'Ingredient-vegetables') say what the post is about, not which part of a card it is.
 */
const POST_CLASS = /^(?:type-[\w-]+|hentry)$/i;

export type Kind = 'ingredients' | 'instructions';

export interface ClassCard {
  ingredients: string[];
  steps: CardStep[];
  root: Cheerio<Element>;
  title: string | null;
  totalTime: string | null;
  prepTime: string | null;
  cookTime: string | null;
  /** h-recipe's machine-readable durations ('PT30M'). */
  isoDuration: string | null;
  yield: string | null;
  images: string[];
}

const classes = (el: Element) => (el.attribs.class ?? '').split(/\s+/).filter(Boolean);
const hasClass = (el: Element, pattern: RegExp) => classes(el).some((c) => pattern.test(c));

function elementsWithClass(root: Cheerio<AnyNode> | Element[], pattern: RegExp): Element[] {
  const elements = Array.isArray(root) ? root : root.find('[class]').toArray();
  return elements.filter(
    (el) => hasClass(el, pattern) && !hasClass(el, ASIDE_CLASS) && !hasClass(el, POST_CLASS),
  );
}

function ancestors(el: Element): Element[] {
  const found: Element[] = [];
  for (let p = el.parent; p && p.type === 'tag'; p = p.parent) found.push(p as Element);
  return found;
}

/** Outermost first: an element inside another match is part of it. */
function outermost(elements: Element[]): Element[] {
  const set = new Set(elements);
  return elements.filter((el) => !ancestors(el).some((p) => set.has(p)));
}

/** Elements that stay inside a line of text: an ingredient named in a step's sentence is part of it. */
const INLINE = new Set(['a', 'b', 'em', 'i', 'mark', 'span', 'strong']);

/** Steps in some cards repeat the ingredients they use; those lists (not the names in a sentence) are no steps. */
const SKIP_IN = {
  ingredients: () => false,
  instructions: (el: Element) => hasClass(el, /ingredient/i) && !INLINE.has(el.name),
};

/** The lines of a list container, its own heading ('Ingredients') left out. */
function containerLines($: CheerioAPI, el: Element, kind: Kind): CardStep[] {
  const blocks = pageBlocks($, $(el), SKIP_IN[kind]);
  const first = opens(blocks[0]);
  const start = first && first.kind !== 'other' && first.kind !== 'end' ? 1 : 0;
  return readSection(blocks, start, 0).lines;
}

function itemLines($: CheerioAPI, items: Element[], kind: Kind): CardStep[] {
  return items
    .map((el) => ({
      text: pageBlocks($, $(el), SKIP_IN[kind])
        .map((b) => b.text)
        .join(' '),
      section: null,
    }))
    .filter((line) => line.text);
}

/** The lines of one part, from its list container, else from its items. */
function part(
  $: CheerioAPI,
  body: Element[],
  kind: Kind,
  minimum: number,
): { lines: CardStep[]; at: Element } | null {
  const containers = outermost(elementsWithClass(body, LIST_CLASS[kind]));
  for (const el of containers) {
    // A card may give each group of ingredients or steps a container of its own, side by side.
    const group = containers.filter(
      (other) => other === el || (other.parent === el.parent && other.attribs.class === el.attribs.class),
    );
    const lines = group.flatMap((member) => containerLines($, member, kind));
    if (lines.length >= minimum) return { lines, at: el };
  }
  const items = outermost(elementsWithClass(body, ITEM_CLASS[kind]));
  const lines = itemLines($, items, kind);
  return lines.length >= minimum && items[0] ? { lines, at: items[0] } : null;
}

function commonAncestor($: CheerioAPI, a: Element, b: Element): Cheerio<Element> {
  const ofB = new Set([b, ...ancestors(b)]);
  const shared = [a, ...ancestors(a)].find((el) => ofB.has(el));
  return $(shared ?? 'body') as Cheerio<Element>;
}

function classText($: CheerioAPI, root: Cheerio<Element>, pattern: RegExp): string | null {
  const el = outermost(elementsWithClass(root, pattern))[0];
  const text = el ? $(el).text().replace(/\s+/g, ' ').trim() : '';
  return text || null;
}

function cardImages(root: Cheerio<Element>): string[] {
  return root
    .find('img')
    .toArray()
    .map((img) => img.attribs['data-src'] ?? img.attribs['data-lazy-src'] ?? img.attribs.src ?? '')
    .filter((src) => src && !src.startsWith('data:'));
}

/** The recipe card a plugin or the h-recipe microformat marks with its class names. */
export function classCard($: CheerioAPI): ClassCard | null {
  // Pages carry thousands of elements: the classed ones are listed once.
  const classed = $('body [class]')
    .toArray()
    .filter((el) => /ingredient|instruction|direction|method|preparation|step/i.test(el.attribs.class ?? ''));
  const ingredients = part($, classed, 'ingredients', 2);
  const steps = part($, classed, 'instructions', 1);
  if (!ingredients || !steps) return null;
  const root = commonAncestor($, ingredients.at, steps.at);
  const titles = [
    ...elementsWithClass(root, RECIPE_TITLE_CLASS),
    ...elementsWithClass(root, TITLE_CLASS).filter((el) => /^h[1-4]$/.test(el.name)),
  ].filter((el) => !hasClass(el, PART_CLASS));
  const title = titles
    .map((el) => $(el).text().replace(/\s+/g, ' ').trim())
    .find((text) => text.length > 0 && text.length < 200 && headingKind(text) === null);
  return {
    ingredients: ingredients.lines.map((line) => line.text),
    steps: steps.lines,
    root,
    title: title ?? null,
    totalTime: classText($, root, TOTAL_TIME_CLASS),
    prepTime: classText($, root, PREP_TIME_CLASS),
    cookTime: classText($, root, COOK_TIME_CLASS),
    isoDuration: root.find('.dt-duration').attr('datetime') ?? null,
    yield: classText($, root, YIELD_CLASS),
    images: cardImages(root),
  };
}
