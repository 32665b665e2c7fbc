import type { UrlValidation } from '@viral/domain';
import { extractStructuredRecipe } from './extract/extract-page.ts';
import { type FetchPolicy, fetchPage } from './fetch/guarded-fetch.ts';
import { normaliseRecipe, type RecipeDraft } from './normalise/normalise-recipe.ts';

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
 * Fetch refusals and failures are thrown as ImportErrors.
 */
export async function previewImport(
  input: { url: string; html?: string | undefined },
  policy: FetchPolicy,
): Promise<ImportPreview> {
  const page =
    input.html !== undefined ? { url: input.url, html: input.html } : await fetchPage(input.url, policy);
  const { validation, recipe } = extractStructuredRecipe(page.html, page.url);
  if (validation?.is_recipe && recipe)
    return { validation, recipe: normaliseRecipe(recipe), source: 'structured-data' };
  return { validation: validation ?? NO_STRUCTURED_RECIPE, recipe: null, source: null };
}
