import { CATEGORY_KEYWORDS, normaliseTagNames, slugify } from '@viral/domain';
import type { ExtractedRecipe } from '../extract/extracted-recipe.ts';

export const TAG_COUNT = { min: 8, max: 15 } as const;
const PROTEINS: readonly string[] = CATEGORY_KEYWORDS.protein;

/** A tag needs a slug (letters or digits), a sane length, and more than a number. */
const usable = (name: string) => name.length <= 30 && Boolean(slugify(name)) && !/^\d+$/.test(name);

/**
 * 8-15 tags: what the page says (category, cuisine, keywords), then the main proteins,
 * the cooking method and speed, then the leading ingredients until there are at least 8.
 */
export function chooseTags(recipe: ExtractedRecipe, appliances: string[]): string[] {
  const ingredientNames = recipe.ingredients.map((i) => i.name);
  const proteins = ingredientNames.flatMap((name) => PROTEINS.filter((p) => name.toLowerCase().includes(p)));
  const method = appliances.filter((a) =>
    ['Air Fryer', 'Slow Cooker', 'Pressure Cooker', 'Grill'].includes(a),
  );
  const speed = recipe.total_time !== null && recipe.total_time <= 30 ? ['Quick Meals'] : [];
  const fromPage = normaliseTagNames([...recipe.tag_candidates, ...proteins, ...method, ...speed]).filter(
    (name) => usable(name),
  );
  const tags = fromPage.slice(0, TAG_COUNT.max);
  for (const name of normaliseTagNames(ingredientNames)) {
    if (tags.length >= TAG_COUNT.min) break;
    if (usable(name) && !tags.some((t) => t.toLowerCase() === name.toLowerCase())) tags.push(name);
  }
  return tags;
}
