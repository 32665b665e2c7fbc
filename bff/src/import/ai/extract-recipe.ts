import { AI_TEMPERATURE, AI_TOKEN_LIMITS } from '@viral/domain';
import { type ExtractedRecipe, imageUrls } from '@viral/reader';
import { zodResponseFormat } from 'openai/helpers/zod';
import { ImportError } from '../import-error.ts';
import { AI_MESSAGES } from './ai-messages.ts';
import type { AiModel } from './ai-model.ts';
import { type AiRecipe, aiRecipeSchema } from './ai-schemas.ts';
import { readModelJson } from './model-json.ts';

const INSTRUCTIONS = `Extract the recipe on this page as structured data. Use only what the page says;
times in minutes; servings as a number; estimated_cost as the total cost in US dollars of
the ingredients; ingredient amounts as written (e.g. "1 1/2"); instructions numbered from 1;
8 to 15 short tags (cuisine, meal, diet, main ingredients, method); nutrition per serving if
the page states it, else null.`;

function toExtracted(recipe: AiRecipe, pageUrl: string): ExtractedRecipe {
  const images = imageUrls(recipe.image_urls, pageUrl);
  return {
    title: recipe.title.trim(),
    description: recipe.description,
    image_url: images[0] ?? null,
    image_urls: images,
    source_url: pageUrl,
    prep_time: recipe.prep_time,
    cook_time: recipe.cook_time,
    total_time: recipe.total_time,
    servings: recipe.servings,
    estimated_cost: recipe.estimated_cost,
    ingredients: recipe.ingredients.map((i) => ({ ...i, original: null })),
    instructions: recipe.instructions.map((s, index) => ({ ...s, step: index + 1 })),
    nutrition: recipe.nutrition_info,
    difficulty: recipe.difficulty,
    appliances: recipe.required_appliances,
    tag_candidates: recipe.tags,
  };
}

/** Second step: the model extracts the recipe; title, ingredients and instructions are required. */
export async function extractRecipeWithAi(
  ai: AiModel,
  url: string,
  pageText: string,
): Promise<ExtractedRecipe> {
  let completion: Awaited<ReturnType<AiModel['client']['chat']['completions']['create']>>;
  try {
    completion = await ai.client.chat.completions.create({
      model: ai.model,
      temperature: AI_TEMPERATURE,
      max_tokens: AI_TOKEN_LIMITS.extraction,
      response_format: zodResponseFormat(aiRecipeSchema, 'recipe'),
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: `URL: ${url}\n\nPage text:\n${pageText}` },
      ],
    });
  } catch {
    throw new ImportError('ai_failed', AI_MESSAGES.failed);
  }
  const recipe = readModelJson(completion.choices[0]?.message, aiRecipeSchema);
  if (!recipe.title.trim() || recipe.ingredients.length === 0 || recipe.instructions.length === 0) {
    throw new ImportError('ai_missing_fields', AI_MESSAGES.missingFields);
  }
  return toExtracted(recipe, url);
}
