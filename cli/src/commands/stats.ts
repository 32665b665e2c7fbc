import type { DashboardStats, PurgeCounts } from '@viral/domain';
import type { Command } from 'commander';
import { okJson } from '../api-client.ts';
import { connect, printJson } from '../support/client.ts';

export function formatStats(stats: DashboardStats, counts: PurgeCounts): string {
  const { easy, medium, hard } = stats.byDifficulty;
  return [
    `Recipes        ${stats.total} (easy ${easy}, medium ${medium}, hard ${hard})`,
    `Average time   ${Math.round(stats.avgTime)} min`,
    `Average cost   ${stats.avgCost.toFixed(2)}`,
    `With video     ${stats.withVideo}`,
    `Tags           ${counts.tags} (${counts.categories} categories)`,
    `Recipe stats   ${counts.recipe_stats}`,
    `Interactions   ${counts.interactions}`,
  ].join('\n');
}

export function registerStats(program: Command): void {
  program
    .command('stats')
    .description('show the dashboard figures and the record counts')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExamples:\n  $ recipes stats\n  $ recipes stats --json | jq .stats.total')
    .action(async (options: { json?: boolean }) => {
      const client = connect();
      const [stats, counts] = await Promise.all([
        okJson(client.api.admin.stats.$get()),
        okJson(client.api.admin.purge.$get()),
      ]);
      if (options.json) printJson({ stats, counts });
      else console.log(formatStats(stats, counts));
    });
}
