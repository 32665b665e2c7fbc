import { type ImportPreview, MIN_VALIDATION_CONFIDENCE, type UrlValidation } from '@viral/domain';
import type { AiModel } from './ai/ai-model.ts';
import { extractRecipeWithAi } from './ai/extract-recipe.ts';
import { readablePageText } from './ai/page-text.ts';
import { validatePageWithAi } from './ai/validate-page.ts';
import { extractStructuredRecipe } from './extract/extract-page.ts';
import type { ExtractedRecipe } from './extract/extracted-recipe.ts';
import { type FetchPolicy, fetchPage } from './fetch/guarded-fetch.ts';
import { normaliseRecipe } from './normalise/normalise-recipe.ts';

/** What an import may use: the fetch policy, and the AI model when one is configured. */
export interface ImportContext {
  policy: FetchPolicy;
  ai?: AiModel | undefined;
}

export type { ImportPreview } from '@viral/domain';

const NO_STRUCTURED_RECIPE: UrlValidation = {
  is_recipe: false,
  confidence: 0,
  reason: 'The page has no structured recipe data, and no AI model is configured to read it',
  page_type: 'other',
  detected_recipes_count: 0,
};

/** A page judged for import: what validation says, and how to extract its recipe when it is one. */
export interface JudgedPage {
  validation: UrlValidation;
  /** Absent when the page is not one to import. With the AI model, extraction is the slow part. */
  extract?: () => Promise<ExtractedRecipe>;
  source: ImportPreview['source'];
}

/**
 * Fetch (or take the pasted source) and judge the page. Structured data first; when it is
 * missing or incomplete and a model is configured, the model judges the page's readable text,
 * and extracting from it is left to `extract`, so an import job can show that work as its own state.
 */
export async function judgePage(
  input: { url: string; html?: string | null | undefined },
  ctx: ImportContext,
): Promise<JudgedPage> {
  const page =
    typeof input.html === 'string'
      ? { url: input.url, html: input.html }
      : await fetchPage(input.url, ctx.policy);
  const { validation, recipe } = extractStructuredRecipe(page.html, page.url);
  if (validation?.is_recipe && recipe)
    return { validation, extract: async () => recipe, source: 'structured-data' };
  const { ai } = ctx;
  if (validation?.page_type === 'recipe_list' || !ai)
    return { validation: validation ?? NO_STRUCTURED_RECIPE, source: null };
  const text = readablePageText(page.html);
  const judged = await validatePageWithAi(ai, page.url, text);
  if (!judged.is_recipe || judged.confidence < MIN_VALIDATION_CONFIDENCE)
    return { validation: judged, source: null };
  return { validation: judged, extract: () => extractRecipeWithAi(ai, page.url, text), source: 'ai' };
}

/** Judge, extract and normalise one page, saving nothing (the Add Recipe preview and `extract`). */
export async function previewImport(
  input: { url: string; html?: string | undefined },
  ctx: ImportContext,
): Promise<ImportPreview> {
  const { validation, extract, source } = await judgePage(input, ctx);
  if (!extract) return { validation, recipe: null, source: null };
  return { validation, recipe: normaliseRecipe(await extract()), source };
}
