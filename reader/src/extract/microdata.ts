/// <reference path="./microdata-node.d.ts" />
import type { CheerioAPI } from 'cheerio';
import { toJson as microdataToJson } from 'microdata-node';
import { isRecipe, type SchemaNode, walk } from './schema-node.ts';

interface MicrodataItem {
  type?: string[];
  properties?: Record<string, unknown[]>;
}

/** Some pages name properties by full URL ('https://schema.org/recipeIngredient'). */
const VOCABULARY = /^https?:\/\/schema\.org\//i;

/** Microdata items become JSON-LD-shaped nodes: single values unwrapped, nested items converted. */
function microdataNode(item: MicrodataItem): SchemaNode {
  const node: SchemaNode = { '@type': (item.type ?? []).map((t) => t.replace(VOCABULARY, '')) };
  for (const [name, values] of Object.entries(item.properties ?? {})) {
    const key = name.replace(VOCABULARY, '');
    if (key in node) continue;
    const converted = values.map((v) =>
      v && typeof v === 'object' && 'properties' in v ? microdataNode(v as MicrodataItem) : v,
    );
    node[key] = converted.length === 1 ? converted[0] : converted;
  }
  return node;
}

const INSTRUCTIONS_PROP = /(?:^|\s|\/)recipeInstructions(?:\s|$)/;

/**
 * Microdata gives an element's text only, which runs a list of steps together. When the
 * instructions are elements rather than nested HowToStep items, their markup is kept so
 * that each <li>, paragraph or line becomes a step.
 */
function instructionsMarkup($: CheerioAPI): string[] | null {
  const elements = $('[itemprop]')
    .toArray()
    .filter((el) => INSTRUCTIONS_PROP.test($(el).attr('itemprop') ?? ''));
  if (elements.length === 0 || elements.some((el) => $(el).is('[itemscope]'))) return null;
  return elements.map((el) =>
    $(el).is('meta, link') ? ($(el).attr('content') ?? '') : ($(el).html() ?? ''),
  );
}

const TEXT_PROP = /(?:^|\s|\/)text(?:\s|$)/;
const STEP_TYPE = /HowToStep$/i;

/**
 * The same for steps given as nested HowToStep items: each step's text element keeps its
 * markup, so that a step holding a heading and numbered paragraphs gives each as a line.
 * Left as they are when the text elements and the steps do not pair up one to one.
 */
function withStepMarkup($: CheerioAPI, recipe: SchemaNode): SchemaNode {
  const texts = $('[itemprop]')
    .toArray()
    .filter(
      (el) =>
        TEXT_PROP.test($(el).attr('itemprop') ?? '') &&
        STEP_TYPE.test($(el).closest('[itemscope]').attr('itemtype') ?? ''),
    );
  const steps = [...walk(recipe.recipeInstructions)].filter((node) =>
    ([] as unknown[]).concat(node['@type'] ?? []).some((t) => typeof t === 'string' && STEP_TYPE.test(t)),
  );
  if (texts.length === 0 || texts.length !== steps.length) return recipe;
  texts.forEach((el, i) => {
    const step = steps[i];
    if (step && typeof step.text === 'string' && !$(el).is('meta, link'))
      step.text = $(el).html() ?? step.text;
  });
  return recipe;
}

export function fromMicrodata($: CheerioAPI, html: string, baseUrl: string): SchemaNode[] {
  // microdata-node parses the whole page a second time; a page naming no item cannot hold one.
  if (!/itemscope/i.test(html)) return [];
  try {
    const { items } = microdataToJson(html, { base: baseUrl }) as { items: MicrodataItem[] };
    const recipes = items.flatMap((item) => [...walk(microdataNode(item))]).filter(isRecipe);
    const markup = recipes.length === 1 ? instructionsMarkup($) : null;
    if (markup) return recipes.map((recipe) => ({ ...recipe, recipeInstructions: markup }));
    return recipes.length === 1 ? recipes.map((recipe) => withStepMarkup($, recipe)) : recipes;
  } catch {
    return [];
  }
}
