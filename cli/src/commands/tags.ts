import type { TagWithUsage } from '@viral/domain';
import type { Command } from 'commander';
import { okJson } from '../api-client.ts';
import { connect, formatTable, printJson } from '../support/client.ts';

export function formatTags(items: TagWithUsage[]): string {
  if (items.length === 0) return 'No tags yet.';
  const rows = items.map(({ tag, usage_count }) => [
    tag.name,
    tag.slug,
    tag.is_category ? 'category' : 'tag',
    String(usage_count),
  ]);
  return `${formatTable(['NAME', 'SLUG', 'TYPE', 'RECIPES'], rows)}\n${items.length} tags`;
}

export function registerTags(program: Command): void {
  const tags = program.command('tags').description('the tags of the catalogue');
  tags
    .command('list')
    .description('list every tag with its usage count, most used first')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExamples:\n  $ recipes tags list\n  $ recipes tags list --json')
    .action(async (options: { json?: boolean }) => {
      const { items } = await okJson(connect().api.tags.$get({ query: {} }));
      if (options.json) printJson(items);
      else console.log(formatTags(items));
    });
}
