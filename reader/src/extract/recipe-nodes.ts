import type { CheerioAPI } from 'cheerio';
import { fromMicrodata } from './microdata.ts';
import { isRecipe, type SchemaNode, walk } from './schema-node.ts';
import { list, text } from './schema-values.ts';

/** Some sites put raw newlines or tabs inside JSON strings; browsers forgive it, JSON.parse does not. */
function parseLenient(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    try {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
      return JSON.parse(text.replace(/[\u0000-\u001f]+/g, ' '));
    } catch {
      return undefined;
    }
  }
}

function fromJsonLd($: CheerioAPI): SchemaNode[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .flatMap((script) => [...walk(parseLenient($(script).text()))])
    .filter(isRecipe);
}

/**
 * A Recipe object with neither a name, ingredients nor steps is a fragment (a site's rating of
 * the page's recipe, given apart from it), not another recipe.
 */
const isFragment = (node: SchemaNode) =>
  !node.name && !node.recipeIngredient && !node.ingredients && !node.recipeInstructions;

/** The page's schema.org Recipe objects: JSON-LD first, microdata when there is none. */
export function findRecipeNodes($: CheerioAPI, html: string, baseUrl: string): SchemaNode[] {
  const jsonLd = fromJsonLd($);
  const nodes = jsonLd.length > 0 ? jsonLd : fromMicrodata($, html, baseUrl);
  const seen = new Set<string>();
  const unique = nodes.filter((node) => {
    const key = String(node.name ?? node['@id'] ?? JSON.stringify(node).slice(0, 200));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const recipes = unique.filter((node) => !isFragment(node));
  if (recipes.length === 0) return unique;
  const main = recipes.find((node) => partsOf(node, recipes));
  return main ? [main] : recipes;
}

const loose = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The page's one recipe among the recipes of its parts: its ingredient lines name every other
 * recipe on the page ('Tomato Salsa (recipe below)'), which it uses rather than stands beside.
 */
function partsOf(node: SchemaNode, recipes: SchemaNode[]): boolean {
  const lines = list(node.recipeIngredient ?? node.ingredients).map((line) => ` ${loose(text(line))} `);
  const others = recipes.filter((other) => other !== node);
  return (
    lines.length > 0 &&
    others.length > 0 &&
    others.every((other) => {
      const name = loose(text(other.name));
      return name.length > 0 && lines.some((line) => line.includes(` ${name} `));
    })
  );
}
