import { type Instruction, type Nutrition, titleCase } from '@viral/domain';
import type { CheerioAPI } from 'cheerio';
import { rankImages } from './best-image.ts';
import type { ExtractedRecipe } from './extracted-recipe.ts';
import { parseIngredients } from './ingredients.ts';
import { parseInstructions } from './instructions.ts';
import type { SchemaNode } from './schema-node.ts';
import { amount, list, minutes, servings, text } from './schema-values.ts';

function nutrition(value: unknown): Partial<Nutrition> | null {
  if (!value || typeof value !== 'object') return null;
  const n = value as Record<string, unknown>;
  const fields = {
    calories: amount(n.calories),
    protein: amount(n.proteinContent),
    carbs: amount(n.carbohydrateContent),
    fat: amount(n.fatContent),
    fiber: amount(n.fiberContent),
    sugar: amount(n.sugarContent),
    sodium: amount(n.sodiumContent),
  };
  const present = Object.entries(fields).filter(([, v]) => v !== null);
  return present.length > 0 ? Object.fromEntries(present) : null;
}

/** Keywords, category and cuisine as the page states them: the raw material for tags. */
function tagCandidates(node: SchemaNode): string[] {
  const keywords = list(node.keywords).flatMap((k) => text(k).split(','));
  const named = [...list(node.recipeCategory), ...list(node.recipeCuisine)].map(text);
  return [...named, ...keywords].map((t) => titleCase(t)).filter((t) => t.length > 1 && t.length <= 40);
}

const loose = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Instructions that only repeat the recipe's description are no method: a site filled one field with the other. */
function method(node: SchemaNode): Instruction[] {
  const found = parseInstructions(node.recipeInstructions);
  const description = loose(text(node.description));
  const repeats = description.length > 0 && loose(found.map((s) => s.description).join(' ')) === description;
  return repeats ? [] : found;
}

/** The recipe fields from one schema.org Recipe object, before defaults and tagging. */
export function fromStructuredData(node: SchemaNode, pageUrl: string, $: CheerioAPI): ExtractedRecipe {
  const prep = minutes(node.prepTime);
  const cook = minutes(node.cookTime);
  const images = rankImages($, node.image, pageUrl);
  return {
    title: text(node.name),
    description: text(node.description) || null,
    image_url: images[0] ?? null,
    image_urls: images,
    source_url: pageUrl,
    prep_time: prep,
    cook_time: cook,
    total_time:
      minutes(node.totalTime) ?? (prep !== null || cook !== null ? (prep ?? 0) + (cook ?? 0) : null),
    servings: servings(node.recipeYield),
    estimated_cost: amount(
      (node.estimatedCost as Record<string, unknown> | undefined)?.value ?? node.estimatedCost,
    ),
    ingredients: parseIngredients(node.recipeIngredient ?? node.ingredients),
    instructions: method(node),
    nutrition: nutrition(node.nutrition),
    difficulty: null,
    appliances: [],
    tag_candidates: tagCandidates(node),
  };
}
