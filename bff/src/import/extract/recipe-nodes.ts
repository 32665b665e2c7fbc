import type { CheerioAPI } from 'cheerio';
import { toJson as microdataToJson } from 'microdata-node';

/** A schema.org object as JSON-LD gives it: property names to values of any shape. */
export type SchemaNode = Record<string, unknown>;

const RECIPE_TYPE = /^(?:https?:\/\/schema\.org\/|schema:)?recipe$/i;

function isRecipe(node: SchemaNode): boolean {
  const types = ([] as unknown[]).concat(node['@type'] ?? []);
  return types.some((type) => typeof type === 'string' && RECIPE_TYPE.test(type.trim()));
}

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

/** Every object in a JSON-LD value: arrays, @graph and nested properties (mainEntity, itemListElement…). */
function* walk(value: unknown, depth = 0): Generator<SchemaNode> {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) yield* walk(item, depth + 1);
    return;
  }
  const node = value as SchemaNode;
  yield node;
  for (const [key, child] of Object.entries(node)) {
    if (key !== '@context' && typeof child === 'object') yield* walk(child, depth + 1);
  }
}

function fromJsonLd($: CheerioAPI): SchemaNode[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .flatMap((script) => [...walk(parseLenient($(script).text()))])
    .filter(isRecipe);
}

interface MicrodataItem {
  type?: string[];
  properties?: Record<string, unknown[]>;
}

/** Microdata items become JSON-LD-shaped nodes: single values unwrapped, nested items converted. */
function microdataNode(item: MicrodataItem): SchemaNode {
  const node: SchemaNode = {
    '@type': (item.type ?? []).map((t) => t.replace(/^https?:\/\/schema\.org\//i, '')),
  };
  for (const [name, values] of Object.entries(item.properties ?? {})) {
    const converted = values.map((v) =>
      v && typeof v === 'object' && 'properties' in v ? microdataNode(v as MicrodataItem) : v,
    );
    node[name] = converted.length === 1 ? converted[0] : converted;
  }
  return node;
}

function fromMicrodata(html: string, baseUrl: string): SchemaNode[] {
  try {
    const { items } = microdataToJson(html, { base: baseUrl }) as { items: MicrodataItem[] };
    return items.flatMap((item) => [...walk(microdataNode(item))]).filter(isRecipe);
  } catch {
    return [];
  }
}

/** The page's schema.org Recipe objects: JSON-LD first, microdata when there is none. */
export function findRecipeNodes($: CheerioAPI, html: string, baseUrl: string): SchemaNode[] {
  const jsonLd = fromJsonLd($);
  const nodes = jsonLd.length > 0 ? jsonLd : fromMicrodata(html, baseUrl);
  const seen = new Set<string>();
  return nodes.filter((node) => {
    const key = String(node.name ?? node['@id'] ?? JSON.stringify(node).slice(0, 200));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
