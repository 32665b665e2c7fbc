import { type ImportPreview, MIN_VALIDATION_CONFIDENCE, type UrlValidation } from '@viral/domain';
import {
  type ExtractedRecipe,
  extractPageRecipe,
  normaliseRecipe,
  type PageRecipe,
  type PageVideo,
} from '@viral/reader';
import type { MediaStore } from '../media/media-store.ts';
import type { AiModel } from './ai/ai-model.ts';
import { extractRecipeWithAi } from './ai/extract-recipe.ts';
import { MAX_PAGE_TEXT_CHARS, readablePageText } from './ai/page-text.ts';
import { validatePageWithAi } from './ai/validate-page.ts';
import { type FetchPolicy, fetchPage } from './fetch/guarded-fetch.ts';

/** What an import may use: the fetch policy, and the AI model when one is configured. */
export interface ImportContext {
  policy: FetchPolicy;
  ai?: AiModel | undefined;
  /** Where imported recipes' photos are stored; without it they keep only their address. */
  media?: MediaStore | undefined;
  /** Set when the system's ffmpeg is there: a page's video file is queued for the video workers. */
  videos?: { queued(): void } | undefined;
}

export type { ImportPreview } from '@viral/domain';

/** Without a model, what the page lacks is the answer, and that no model could read it instead. */
const withoutModel = (validation: UrlValidation): UrlValidation => ({
  ...validation,
  reason: `${validation.reason}, and no AI model is configured to read it`,
});

/** A page judged for import: what validation says, and how to extract its recipe when it is one. */
export interface JudgedPage {
  validation: UrlValidation;
  /** Absent when the page is not one to import. With the AI model, extraction is the slow part. */
  extract?: () => Promise<ExtractedRecipe>;
  source: ImportPreview['source'];
  /** The page's video, whoever reads its recipe. */
  video: PageVideo | null;
}

/** What judging needs from a page; its html is not kept, so a page waiting for the model holds no document. */
interface ReadPage extends PageRecipe {
  url: string;
  /** What the model reads when the page gives no recipe of its own; null when no model will. */
  modelText: string | null;
}

async function readPage(
  input: { url: string; html?: string | null | undefined },
  ctx: ImportContext,
): Promise<ReadPage> {
  const page =
    typeof input.html === 'string'
      ? { url: input.url, html: input.html }
      : await fetchPage(input.url, ctx.policy);
  const found = extractPageRecipe(page.html, page.url);
  const { validation, recipe, source, cardText } = found;
  const ownRecipe = validation.is_recipe && recipe && source;
  const modelText =
    !ctx.ai || ownRecipe || validation.page_type === 'recipe_list'
      ? null
      : cardText
        ? cardText.slice(0, MAX_PAGE_TEXT_CHARS)
        : readablePageText(page.html);
  return { ...found, url: page.url, modelText };
}

/**
 * Fetch (or take the pasted source) and judge the page. Structured data and the recipe card the
 * page shows first; when neither gives a complete recipe and a model is configured, the model
 * judges the card's text (the page's readable text when there is no card), and extracting from it
 * is left to `extract`, so an import job can show that work as its own state.
 */
export async function judgePage(
  input: { url: string; html?: string | null | undefined },
  ctx: ImportContext,
): Promise<JudgedPage> {
  const { validation, recipe, source, url, modelText, video } = await readPage(input, ctx);
  if (validation.is_recipe && recipe && source)
    return { validation, extract: async () => recipe, source, video };
  const { ai } = ctx;
  if (validation.page_type === 'recipe_list') return { validation, source: null, video: null };
  if (!ai || modelText === null) return { validation: withoutModel(validation), source: null, video: null };
  const judged = await validatePageWithAi(ai, url, modelText);
  if (!judged.is_recipe || judged.confidence < MIN_VALIDATION_CONFIDENCE)
    return { validation: judged, source: null, video: null };
  return { validation: judged, extract: () => extractRecipeWithAi(ai, url, modelText), source: 'ai', video };
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
