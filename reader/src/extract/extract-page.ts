import type { UrlValidation } from '@viral/domain';
import type { CheerioAPI } from 'cheerio';
import type { ExtractedRecipe } from './extracted-recipe.ts';
import { loadPage } from './load-page.ts';
import { findRecipeNodes } from './recipe-nodes.ts';
import type { SchemaNode } from './schema-node.ts';
import { text } from './schema-values.ts';
import { fromStructuredData } from './structured-recipe.ts';

export interface StructuredExtraction {
  /** Null when the page carries no schema.org Recipe at all. */
  validation: UrlValidation | null;
  recipe: ExtractedRecipe | null;
}

function missingParts(recipe: ExtractedRecipe): string[] {
  return [
    !recipe.title && 'a title',
    recipe.ingredients.length === 0 && 'ingredients',
    recipe.instructions.length === 0 && 'instructions',
  ].filter((part): part is string => Boolean(part));
}

/** At most this many names in a refusal; the rest are counted. */
const NAMED_RECIPES = 5;

/** “Lemon Bars”, “Brownies” and 3 more: the recipes an admin could import instead. */
function recipeNames(nodes: SchemaNode[]): string {
  const names = nodes.map((node, i) => `“${text(node.name) || `untitled recipe ${i + 1}`}”`);
  const rest = names.length - NAMED_RECIPES;
  return rest > 0 ? `${names.slice(0, NAMED_RECIPES).join(', ')} and ${rest} more` : names.join(', ');
}

/**
 * Reads the page's schema.org Recipe data (JSON-LD, else microdata). Exact and needs no AI:
 * one complete recipe is a single_recipe; several make the page a recipe_list (import each
 * recipe's own page); one missing title, ingredients or instructions is incomplete.
 */
export function extractStructuredRecipe(
  html: string,
  pageUrl: string,
  $: CheerioAPI = loadPage(html),
): StructuredExtraction {
  const nodes = findRecipeNodes($, html, pageUrl);
  if (nodes.length === 0) return { validation: null, recipe: null };
  if (nodes.length > 1) {
    return {
      validation: {
        is_recipe: false,
        confidence: 95,
        reason: `The page holds ${nodes.length} recipes (${recipeNames(nodes)}); import each from its own page`,
        page_type: 'recipe_list',
        detected_recipes_count: nodes.length,
      },
      recipe: null,
    };
  }
  const recipe = fromStructuredData(nodes[0] ?? {}, pageUrl, $);
  const missing = missingParts(recipe);
  if (missing.length > 0) {
    return {
      validation: {
        is_recipe: false,
        confidence: 40,
        reason: `The page's recipe data has no ${missing.join(' or ')}`,
        page_type: 'single_recipe',
        detected_recipes_count: 1,
      },
      recipe,
    };
  }
  return {
    validation: {
      is_recipe: true,
      confidence: 95,
      reason: 'The page carries one complete schema.org recipe',
      page_type: 'single_recipe',
      detected_recipes_count: 1,
    },
    recipe,
  };
}
