import { setupServer } from 'msw/node';
import OpenAI from 'openai';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  MODEL_NAME,
  modelDouble,
  modelHandlers,
  AI_RECIPE as recipe,
  AI_VALIDATION as validation,
} from '../../testing/doubles/index.ts';
import { previewImport } from '../preview-import.ts';
import type { AiModel } from './ai-model.ts';

const BASE = 'http://ai.test/v1';
const blogPost = `<html><head><title>Nonna's Sunday Sauce</title></head><body>
  <nav>Home | Recipes | Shop</nav>
  <article><h1>Nonna's Sunday Sauce</h1>
    <p>Every Sunday my grandmother made this sauce. It simmers for hours and fills the house.</p>
    <p>You need 2 cans of tomatoes, 4 cloves of garlic and a good glug of olive oil.</p>
    <p>Stir the sauce every twenty minutes and season at the end.</p></article>
  <footer>© Blog</footer></body></html>`;

const model = modelDouble();
const server = setupServer(...modelHandlers(model, BASE));
let ai: AiModel;
const preview = () =>
  previewImport({ url: 'https://blog.example/sauce', html: blogPost }, { policy: { allowHosts: [] }, ai });

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // Created after listen(), so its requests go through msw (TOOLCHAIN-NOTES).
  ai = { client: new OpenAI({ apiKey: 'test-key', baseURL: BASE, maxRetries: 0 }), model: MODEL_NAME };
});
afterEach(() => {
  model.sent.length = 0;
  model.queued.length = 0;
});
afterAll(() => server.close());

describe('importing a page without structured data through the AI model', () => {
  it('validates, then extracts from the readable text at the set temperature and token limits', async () => {
    model.queued.push({ content: validation }, { content: recipe });
    const result = await preview();
    expect(result.source).toBe('ai');
    expect(result.validation).toEqual(validation);
    expect(result.recipe).toMatchObject({
      title: "Nonna's Sunday Sauce",
      servings: 6,
      estimated_cost: 9.5,
      total_time: 190,
    });
    expect(result.recipe?.ingredients.map((i) => i.name)).toEqual(['Canned Tomatoes', 'Garlic']);
    expect(result.recipe?.tags.slice(0, 4)).toEqual(['Italian', 'Dinner', 'Tomato', 'Comfort Food']);

    const [validate, extract] = model.sent;
    expect(validate).toMatchObject({
      model: 'test-model',
      temperature: 0.1,
      max_tokens: 500,
      response_format: { type: 'json_schema' },
    });
    expect(extract).toMatchObject({
      temperature: 0.1,
      max_tokens: 3000,
      response_format: { type: 'json_schema' },
    });
    const pageText = JSON.stringify((extract?.messages as unknown[])?.[1]);
    expect(pageText).toContain('Stir the sauce every twenty minutes');
    expect(pageText).not.toContain('<p>');
  });

  it('keeps the validation and extracts nothing when the model says it is not a recipe', async () => {
    const notRecipe = {
      ...validation,
      is_recipe: false,
      confidence: 92,
      page_type: 'blog_post',
      reason: 'A story',
    };
    model.queued.push({ content: notRecipe });
    expect(await preview()).toEqual({ validation: notRecipe, recipe: null, source: null });
    expect(model.sent).toHaveLength(1);
  });

  it.each([
    [
      'a refusal',
      { content: null, refusal: 'I cannot help with that' },
      'Unable to extract recipe data from the provided URL. The page may not contain a valid recipe or may be formatted in a way that prevents extraction.',
    ],
    [
      'an answer that is not JSON',
      { content: 'Here is the recipe: tomatoes…' },
      'Unexpected non-JSON format',
    ],
    [
      'an answer missing required fields',
      { content: { ...recipe, ingredients: [] } },
      'Invalid recipe data structure - missing required fields',
    ],
  ])('reports %s with the message an admin sees', async (_case, answer, message) => {
    model.queued.push({ content: validation }, answer);
    await expect(preview()).rejects.toThrow(message);
  });

  it('turns a failed validation call into is_recipe false with confidence 0', async () => {
    model.queued.push({ status: 503, message: 'upstream down' });
    const result = await preview();
    expect(result.validation).toMatchObject({ is_recipe: false, confidence: 0, page_type: 'other' });
    expect(result.validation.reason).toMatch(/^Validation failed: /);
    expect(result.recipe).toBeNull();
  });
});
