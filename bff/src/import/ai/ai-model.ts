import OpenAI from 'openai';
import type { Config } from '../../config.ts';

/** Any OpenAI-compatible chat model (OPENAI_BASE_URL), used only when structured data is missing. */
export interface AiModel {
  client: OpenAI;
  model: string;
}

export function createAiModel(ai: Config['ai']): AiModel | undefined {
  if (!ai) return undefined;
  return {
    client: new OpenAI({ apiKey: ai.apiKey, baseURL: ai.baseUrl, maxRetries: 1, timeout: 60_000 }),
    model: ai.model,
  };
}
