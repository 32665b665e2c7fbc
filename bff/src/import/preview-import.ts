import { MIN_VALIDATION_CONFIDENCE, type UrlValidation } from '@viral/domain';
import type { AiModel } from './ai/ai-model.ts';
import { extractRecipeWithAi } from './ai/extract-recipe.ts';
import { readablePageText } from './ai/page-text.ts';
import { validatePageWithAi } from './ai/validate-page.ts';
import { extractStructuredRecipe } from './extract/extract-page.ts';
import { type FetchPolicy, fetchPage } from './fetch/guarded-fetch.ts';
import { normaliseRecipe, type RecipeDraft } from './normalise/normalise-recipe.ts';

/** What an import may use: the fetch policy, and the AI model when one is configured. */
export interface ImportContext {
  policy: FetchPolicy;
  ai?: AiModel | undefined;
}

export interface ImportPreview {
  validation: UrlValidation;
  recipe: RecipeDraft | null;
  source: 'structured-data' | 'ai' | null;
}

const NO_STRUCTURED_RECIPE: UrlValidation = {
  is_recipe: false,
  confidence: 0,
  reason: 'The page has no structured recipe data, and no AI model is configured to read it',
  page_type: 'other',
  detected_recipes_count: 0,
};

/**
 * Fetch (or take the pasted source), extract, validate and normalise one page, saving nothing.
 * Structured data first; when it is missing or incomplete and a model is configured, the
 * model judges the page's readable text and, if it is a recipe, extracts it.
 */
export async function previewImport(
  input: { url: string; html?: string | undefined },
  ctx: ImportContext,
): Promise<ImportPreview> {
  const page =
    input.html !== undefined ? { url: input.url, html: input.html } : await fetchPage(input.url, ctx.policy);
  const { validation, recipe } = extractStructuredRecipe(page.html, page.url);
  if (validation?.is_recipe && recipe)
    return { validation, recipe: normaliseRecipe(recipe), source: 'structured-data' };
  if (validation?.page_type === 'recipe_list' || !ctx.ai) {
    return { validation: validation ?? NO_STRUCTURED_RECIPE, recipe: null, source: null };
  }
  const text = readablePageText(page.html);
  const judged = await validatePageWithAi(ctx.ai, page.url, text);
  if (!judged.is_recipe || judged.confidence < MIN_VALIDATION_CONFIDENCE)
    return { validation: judged, recipe: null, source: null };
  const extracted = await extractRecipeWithAi(ctx.ai, page.url, text);
  return { validation: judged, recipe: normaliseRecipe(extracted), source: 'ai' };
}
