import { cancelledImportsNote, PURGE_CONFIRMATION_WORD } from '@viral/domain';
import type { Command } from 'commander';
import { okJson } from '../api-client.ts';
import { CliError, EXIT_USAGE } from '../cli-error.ts';
import { describeCounts, PURGE_SCOPE, type PurgeFlags, purgeTarget } from '../purge/purge-plan.ts';
import { connect } from '../support/client.ts';
import { readStdinLine } from '../support/terminal-input.ts';

interface PurgeOptions extends PurgeFlags {
  yes?: boolean;
}

async function confirmed(summary: string): Promise<boolean> {
  if (!process.stdin.isTTY) {
    process.stderr.write(`This deletes ${summary}. Type ${PURGE_CONFIRMATION_WORD} to confirm: `);
    const answer = (await readStdinLine()).trim();
    process.stderr.write('\n');
    return answer === PURGE_CONFIRMATION_WORD;
  }
  const { renderPurgeConfirm } = await import('../purge/render-purge-confirm.tsx');
  return renderPurgeConfirm(PURGE_CONFIRMATION_WORD, summary);
}

export async function runPurge(options: PurgeOptions): Promise<string> {
  const target = purgeTarget(options);
  if (!target)
    throw new CliError('Choose exactly one of --all, --recipes, --tags, --categories, --stats.', EXIT_USAGE);
  const client = connect();
  const counts = await okJson(client.api.admin.purge.$get());
  const summary = describeCounts(counts, PURGE_SCOPE[target]);
  console.log(`Would delete: ${summary}.`);
  if (!options.yes && !(await confirmed(summary)))
    throw new CliError(
      `Cancelled: nothing was deleted (type ${PURGE_CONFIRMATION_WORD} exactly, or pass --yes).`,
    );
  const result = await okJson(
    client.api.admin.purge.$post({ json: { target, confirm: PURGE_CONFIRMATION_WORD } }),
  );
  return [`Deleted: ${describeCounts(result.deleted)}.`, cancelledImportsNote(result.cancelled_import_jobs)]
    .filter(Boolean)
    .join(' ');
}

export function registerPurge(program: Command): void {
  program
    .command('purge')
    .description('delete catalogue data through the API after showing the counts and asking for DELETE')
    .option('--all', 'everything: stats, recipes and tags (never accounts)')
    .option('--recipes', 'every recipe')
    .option('--tags', 'every tag')
    .option('--categories', 'only the tags used as categories')
    .option('--stats', 'recipe stats and interactions')
    .option('-y, --yes', 'do not ask for confirmation (scripts)')
    .addHelpText(
      'after',
      `
Off a terminal the confirmation word is read from standard input.

Examples:
  $ recipes purge --stats
  $ echo DELETE | recipes purge --tags
  $ recipes purge --all --yes`,
    )
    .action(async (options: PurgeOptions) => {
      console.log(await runPurge(options));
    });
}
