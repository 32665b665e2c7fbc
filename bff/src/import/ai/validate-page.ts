import { AI_TEMPERATURE, AI_TOKEN_LIMITS, type UrlValidation } from '@viral/domain';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { AiModel } from './ai-model.ts';
import { aiValidationSchema } from './ai-schemas.ts';
import { readModelJson } from './model-json.ts';

const INSTRUCTIONS = `You judge whether a web page is a single, complete, cookable recipe.
A valid page has one recipe with a title, an ingredient list and preparation steps.
Roundups and lists of several recipes (page_type recipe_list), blog posts or cooking tips
without one complete recipe (blog_post), announcements (announcement) and anything else
(other) are not valid. Give your confidence from 0 to 100 and a one-sentence reason.`;

/** First step: the model judges the page. A failed call gives is_recipe false, confidence 0. */
export async function validatePageWithAi(ai: AiModel, url: string, pageText: string): Promise<UrlValidation> {
  try {
    const completion = await ai.client.chat.completions.create({
      model: ai.model,
      temperature: AI_TEMPERATURE,
      max_tokens: AI_TOKEN_LIMITS.validation,
      response_format: zodResponseFormat(aiValidationSchema, 'url_validation'),
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: `URL: ${url}\n\nPage text:\n${pageText}` },
      ],
    });
    const v = readModelJson(completion.choices[0]?.message, aiValidationSchema);
    return {
      ...v,
      confidence: Math.max(0, Math.min(100, Math.round(v.confidence))),
      detected_recipes_count: Math.max(0, Math.round(v.detected_recipes_count)),
    };
  } catch (error) {
    return {
      is_recipe: false,
      confidence: 0,
      reason: `Validation failed: ${(error as Error).message}`,
      page_type: 'other',
      detected_recipes_count: 0,
    };
  }
}
