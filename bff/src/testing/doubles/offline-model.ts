// How the local model answers when imports run offline: a page is a recipe when its text names
// amounts (2 cans, 400 g…); the recipe is titled after the address and lists those amounts.

import type { ChatRequest, ModelAnswer } from './model.ts';
import { AI_RECIPE } from './model-answers.ts';

const AMOUNT =
  /\b(\d+(?:[./]\d+)?)\s*(g|kg|ml|l|cups?|cans?|cloves?|tbsp|tsp|tablespoons?|teaspoons?)\s+(?:of\s+)?([a-z][a-z ]*?[a-z])(?=[,.;]| and | with | for | in |$)/gi;

const titleFromUrl = (url: string) => {
  const slug = url.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? 'recipe';
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
};

export function offlineModelReply(body: ChatRequest): ModelAnswer {
  const prompt = String(body.messages?.find((m) => m.role === 'user')?.content ?? '');
  const url = /^URL: (\S+)/.exec(prompt)?.[1] ?? '';
  const text = prompt.split('Page text:\n')[1] ?? '';
  const amounts = [...text.matchAll(AMOUNT)];
  const format = body.response_format as { json_schema?: { name?: string } } | undefined;
  if (format?.json_schema?.name === 'url_validation')
    return {
      content: {
        is_recipe: amounts.length > 0,
        confidence: amounts.length > 0 ? 80 : 90,
        reason:
          amounts.length > 0
            ? 'The local model found amounts of ingredients.'
            : 'The local model found no amounts of ingredients.',
        page_type: amounts.length > 0 ? 'single_recipe' : 'other',
        detected_recipes_count: amounts.length > 0 ? 1 : 0,
      },
    };
  const sentences = text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  return {
    content: {
      ...AI_RECIPE,
      title: titleFromUrl(url),
      description: sentences[0] ?? '',
      ingredients: amounts.map(([, amount, unit, name]) => ({ name, amount, unit, notes: null })),
      instructions: sentences.slice(1, 7).map((description, i) => ({
        step: i + 1,
        description,
        time: null,
        temperature: null,
      })),
      tags: ['Dinner'],
    },
  };
}
