import { titleCase } from './text.ts';

/** The 17 colours automatic tags are painted with; picked by hashing the name. */
export const TAG_PALETTE = [
  '#EF4444',
  '#F97316',
  '#F59E0B',
  '#EAB308',
  '#84CC16',
  '#22C55E',
  '#10B981',
  '#14B8A6',
  '#06B6D4',
  '#0EA5E9',
  '#3B82F6',
  '#6366F1',
  '#8B5CF6',
  '#A855F7',
  '#D946EF',
  '#EC4899',
  '#F43F5E',
] as const;

/** Words that make an automatic tag a category: cuisine, meal, diet, protein, method. */
export const CATEGORY_KEYWORDS = {
  cuisine: ['italian', 'mexican', 'chinese', 'japanese', 'indian', 'thai', 'french', 'greek', 'korean'],
  meal: ['breakfast', 'lunch', 'dinner', 'dessert', 'snack', 'appetizer', 'brunch', 'drink', 'side'],
  diet: ['vegan', 'vegetarian', 'gluten-free', 'keto', 'paleo', 'dairy-free', 'low-carb', 'healthy'],
  protein: ['chicken', 'beef', 'pork', 'fish', 'seafood', 'tofu', 'lamb', 'turkey', 'shrimp', 'egg'],
  method: ['baked', 'grilled', 'fried', 'roasted', 'slow cooker', 'air fryer', 'no-bake', 'one-pot'],
} as const;

const ALL_CATEGORY_KEYWORDS = Object.values(CATEGORY_KEYWORDS).flat();

/** A stable 32-bit string hash (djb2), so a name always gets the same palette colour. */
function hashName(name: string): number {
  let hash = 5381;
  for (const char of name.toLowerCase()) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return hash;
}

export function tagColorFor(name: string): string {
  return TAG_PALETTE[hashName(name) % TAG_PALETTE.length] as string;
}

export function isCategoryName(name: string): boolean {
  const lower = name.toLowerCase();
  return ALL_CATEGORY_KEYWORDS.some((keyword) => lower.includes(keyword));
}

export function autoTagDescription(name: string): string {
  return `Auto-generated tag for ${name}`;
}

/** Comma-separated (or listed) names: trimmed, blanks dropped, Title Case, first spelling wins. */
export function normaliseTagNames(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input;
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of parts) {
    const name = titleCase(part);
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}
