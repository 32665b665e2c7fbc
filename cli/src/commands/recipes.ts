import type { AdminRecipePage } from '@viral/domain';
import { type Command, InvalidArgumentError } from 'commander';
import { okJson } from '../api-client.ts';
import { connect, formatTable, printJson } from '../support/client.ts';

interface ListOptions {
  json?: boolean;
  search?: string;
  limit: number;
  offset: number;
}

export function formatRecipePage(page: AdminRecipePage, offset: number): string {
  if (page.items.length === 0) return page.catalogue_total === 0 ? 'No recipes yet.' : 'No recipes match.';
  const rows = page.items.map((r) => [
    r.title,
    r.slug,
    r.difficulty ?? '-',
    r.tags.map((t) => t.name).join(', '),
  ]);
  const range = `${offset + 1}-${offset + page.items.length} of ${page.total}`;
  return `${formatTable(['TITLE', 'SLUG', 'DIFFICULTY', 'TAGS'], rows)}\n${range} recipes (catalogue: ${page.catalogue_total})`;
}

export function parseCount(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('must be a whole number.');
  return n;
}

export function registerRecipes(program: Command): void {
  const recipes = program.command('recipes').description('the recipes of the catalogue');
  recipes
    .command('list')
    .description('list recipes, newest first, one page at a time')
    .option('--json', 'print JSON (the API page: items, total, catalogue_total)')
    .option('-s, --search <text>', 'only recipes whose title matches')
    .option('--limit <n>', 'recipes per page', parseCount, 20)
    .option('--offset <n>', 'recipes to skip', parseCount, 0)
    .addHelpText(
      'after',
      '\nExamples:\n  $ recipes recipes list --search curry\n  $ recipes recipes list --json --limit 100',
    )
    .action(async (options: ListOptions) => {
      const query = { limit: String(options.limit), offset: String(options.offset), q: options.search };
      const page = await okJson(connect().api.admin.recipes.$get({ query }));
      if (options.json) printJson(page);
      else console.log(formatRecipePage(page, options.offset));
    });
}
