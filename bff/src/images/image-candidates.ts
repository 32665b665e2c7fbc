import { AI_TEMPERATURE, AI_TOKEN_LIMITS } from '@viral/domain';
import { extractStructuredRecipe, loadPage, rankImages } from '@viral/reader';
import { fetchPage } from '../import/fetch/guarded-fetch.ts';
import type { ImportContext } from '../import/preview-import.ts';
import { REPAIR_COSTS, type SpendRepairBudget } from './repair-budget.ts';

export interface BrokenImageRecipe {
  title: string;
  image_url: string | null;
  image_urls: string[];
  source_url: string | null;
}

/** The source page's recipe images, best first, or its Open Graph image; none if it cannot be read. */
async function sourcePageImages(sourceUrl: string, ctx: ImportContext): Promise<string[]> {
  try {
    const page = await fetchPage(sourceUrl, ctx.policy);
    const structured = extractStructuredRecipe(page.html, page.url).recipe?.image_urls ?? [];
    return structured.length > 0 ? structured : rankImages(loadPage(page.html), undefined, page.url);
  } catch {
    return [];
  }
}

/** The model's fixed URL must start with http; otherwise 'Failed to fix image URL'. */
async function aiImageFix(recipe: BrokenImageRecipe, ctx: ImportContext): Promise<string[]> {
  if (!ctx.ai || !recipe.image_url) return [];
  try {
    const completion = await ctx.ai.client.chat.completions.create({
      model: ctx.ai.model,
      temperature: AI_TEMPERATURE,
      max_tokens: AI_TOKEN_LIMITS.imageFix,
      messages: [
        {
          role: 'system',
          content:
            'The image URL of a recipe is broken. Answer with one working image URL for the same recipe, and nothing else.',
        },
        { role: 'user', content: `Broken image URL: ${recipe.image_url}\nRecipe title: ${recipe.title}` },
      ],
    });
    const answer = completion.choices[0]?.message.content?.trim() ?? '';
    if (!answer.startsWith('http')) throw new Error('Failed to fix image URL');
    return [answer];
  } catch {
    return [];
  }
}

/**
 * Where a replacement may come from, in order: the recipe's other images, its source page, the
 * model. The page fetch and the model call are paid from the budget, and only when asked for.
 */
export async function* imageCandidates(
  recipe: BrokenImageRecipe,
  ctx: ImportContext,
  spend: SpendRepairBudget,
): AsyncGenerator<string> {
  const tried = new Set([recipe.image_url]);
  const fresh = (urls: string[]) => urls.filter((url) => !tried.has(url) && tried.add(url));
  yield* fresh(recipe.image_urls);
  if (recipe.source_url) {
    await spend(REPAIR_COSTS.fetch);
    yield* fresh(await sourcePageImages(recipe.source_url, ctx));
  }
  if (ctx.ai && recipe.image_url) {
    await spend(REPAIR_COSTS.aiCall);
    yield* fresh(await aiImageFix(recipe, ctx));
  }
}
