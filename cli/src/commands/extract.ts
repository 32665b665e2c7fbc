import type { ImportPreview } from '@viral/domain';
import type { Command } from 'commander';
import { okJson } from '../api-client.ts';
import { connect, printJson } from '../support/client.ts';

/** POST /api/admin/extract's answer. */
type ExtractResult = ImportPreview;

const list = (value: unknown) => (Array.isArray(value) ? value : []);
const text = (value: unknown) =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' && value
      ? JSON.stringify(value)
      : String(value);

const SOURCE_NAMES: Record<NonNullable<ExtractResult['source']>, string> = {
  'structured-data': 'structured data (JSON-LD or microdata)',
  page: 'the recipe card shown on the page',
  'structured-data+page': 'structured data, completed from the recipe card shown on the page',
  ai: 'the AI model',
};

export function formatExtract({ validation, recipe, source }: ExtractResult): string {
  const lines = [
    `Recipe page:  ${validation.is_recipe ? 'yes' : 'no'} (confidence ${validation.confidence}%, type ${validation.page_type})`,
    `Reason:       ${validation.reason}`,
  ];
  if (!recipe) return [...lines, 'No recipe would be saved.'].join('\n');
  const ingredients = list(recipe.ingredients).map((i) => `  - ${text(i)}`);
  const steps = list(recipe.instructions).map((s, n) => `  ${n + 1}. ${text(s)}`);
  return [
    ...lines,
    `Extracted by: ${source ? SOURCE_NAMES[source] : '-'}`,
    '',
    `Title:        ${text(recipe.title)}`,
    `Difficulty:   ${text(recipe.difficulty ?? '-')}`,
    `Time:         ${text(recipe.total_time ?? '-')} min, serves ${text(recipe.servings ?? '-')}`,
    'Ingredients:',
    ...ingredients,
    'Instructions:',
    ...steps,
    '',
    'Dry run: nothing was saved.',
  ].join('\n');
}

export function registerExtract(program: Command): void {
  program
    .command('extract')
    .description('dry run: fetch a page, validate it and show the recipe that would be saved (saves nothing)')
    .argument('<url>', 'the page to extract')
    .option('--json', 'print the API answer as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ recipes extract https://example.com/best-pancakes\n  $ recipes extract https://example.com/best-pancakes --json | jq .recipe.title',
    )
    .action(async (url: string, options: { json?: boolean }) => {
      const result = await okJson(connect().api.admin.extract.$post({ json: { url } }));
      if (options.json) printJson(result);
      else console.log(formatExtract(result));
    });
}
