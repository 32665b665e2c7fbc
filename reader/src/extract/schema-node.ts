/** A schema.org object as JSON-LD gives it: property names to values of any shape. */
export type SchemaNode = Record<string, unknown>;

const RECIPE_TYPE = /^(?:https?:\/\/schema\.org\/|schema:)?recipe$/i;

export function isRecipe(node: SchemaNode): boolean {
  const types = ([] as unknown[]).concat(node['@type'] ?? []);
  return types.some((type) => typeof type === 'string' && RECIPE_TYPE.test(type.trim()));
}

/** Every object in a JSON-LD value: arrays, @graph and nested properties (mainEntity, itemListElement…). */
export function* walk(value: unknown, depth = 0): Generator<SchemaNode> {
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
