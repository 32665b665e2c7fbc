import { type Database, schema } from '@viral/db';
import { MIN_VALIDATION_CONFIDENCE, type UrlValidation } from '@viral/domain';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from '../../logger.ts';
import { extractRecipeWithAi } from '../ai/extract-recipe.ts';
import { readablePageText } from '../ai/page-text.ts';
import { validatePageWithAi } from '../ai/validate-page.ts';
import { extractStructuredRecipe } from '../extract/extract-page.ts';
import type { ExtractedRecipe } from '../extract/extracted-recipe.ts';
import { fetchPage } from '../fetch/guarded-fetch.ts';
import { ImportError } from '../import-error.ts';
import { normaliseRecipe } from '../normalise/normalise-recipe.ts';
import type { ImportContext } from '../preview-import.ts';
import { DuplicateRecipeError, saveImportedRecipe } from '../save/save-recipe.ts';
import type { ClaimedItem } from './item-claims.ts';

const { importItems, recipes } = schema;
type ItemUpdate = Partial<typeof importItems.$inferInsert>;

const NO_STRUCTURED_RECIPE: UrlValidation = {
  is_recipe: false,
  confidence: 0,
  reason: 'The page has no structured recipe data, and no AI model is configured to read it',
  page_type: 'other',
  detected_recipes_count: 0,
};

interface Validated {
  validation: UrlValidation;
  /** Extracts the recipe: the 'processing' work. Absent when the page is not one to import. */
  extract?: () => Promise<ExtractedRecipe>;
}

/**
 * The 'validating' work, as previewImport does it: fetch (or take the pasted source), then
 * structured data decides, else the model judges the page's text. The model's extraction (the
 * slow part) is left for 'processing'.
 */
async function validateItem(item: ClaimedItem, ctx: ImportContext): Promise<Validated> {
  const page =
    item.html !== null ? { url: item.url, html: item.html } : await fetchPage(item.url, ctx.policy);
  const { validation, recipe } = extractStructuredRecipe(page.html, page.url);
  if (validation?.is_recipe && recipe) return { validation, extract: async () => recipe };
  const { ai } = ctx;
  if (validation?.page_type === 'recipe_list' || !ai)
    return { validation: validation ?? NO_STRUCTURED_RECIPE };
  const text = readablePageText(page.html);
  const judged = await validatePageWithAi(ai, page.url, text);
  if (!judged.is_recipe || judged.confidence < MIN_VALIDATION_CONFIDENCE) return { validation: judged };
  return {
    validation: judged,
    extract: () => extractRecipeWithAi(ai, page.url, text),
  };
}

/**
 * Runs one claimed item through the spec's states, each while its work runs: validating
 * (fetch and judge), then skipped (not a recipe, confidence under 70, or already imported) or
 * processing (extract the recipe), categorizing (choose its tags, save it under its categories),
 * completed; any failure is an error with its message, and the job goes on.
 */
export async function processItem(db: Database, item: ClaimedItem, ctx: ImportContext, logger: Logger) {
  const update = (fields: ItemUpdate) =>
    db
      .update(importItems)
      .set({ ...fields, updated_at: sql`now()` })
      .where(eq(importItems.id, item.id));
  const finish = (fields: ItemUpdate) =>
    update({ ...fields, finished_at: sql`now()` as never, claimed_by: null });
  try {
    const { validation: v, extract } = await validateItem(item, ctx);
    if (!v.is_recipe || v.confidence < MIN_VALIDATION_CONFIDENCE || !extract) {
      return await finish({
        status: 'skipped',
        validation: v,
        error: `Validation failed: ${v.reason} (Confidence: ${v.confidence}%, Type: ${v.page_type})`,
      });
    }
    await update({ status: 'processing', validation: v });
    const extracted = await extract();
    await update({ status: 'categorizing' });
    const saved = await saveImportedRecipe(db, normaliseRecipe(extracted));
    await finish({ status: 'completed', recipe_id: saved.id, categories: saved.categories, error: null });
  } catch (error) {
    if (error instanceof DuplicateRecipeError) {
      const [existing] = await db
        .select({ id: recipes.id })
        .from(recipes)
        .where(eq(recipes.slug, error.existingSlug));
      return await finish({ status: 'skipped', error: 'Already imported', recipe_id: existing?.id ?? null });
    }
    if (error instanceof ImportError) return await finish({ status: 'error', error: error.message });
    logger.error({ err: error, url: item.url }, 'import item failed');
    await finish({ status: 'error', error: 'Failed to import recipe' });
  }
}
