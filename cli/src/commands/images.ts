import type { Command } from 'commander';
import { backfillSummary, runPhotoBackfill, tally } from '../images/photo-backfill.ts';
import { connect } from '../support/client.ts';

export function registerImages(program: Command): void {
  const images = program.command('images').description('recipe photos the site stores itself');
  images
    .command('backfill')
    .description('fetch, resize and store the photos of recipes that only have an image address')
    .option('--json', 'print one JSON line per recipe, then the summary')
    .addHelpText(
      'after',
      `
Photos that cannot be fetched keep their address; the site retries them in the background.

Examples:
  $ recipes images backfill
  $ recipes images backfill --json > backfill.jsonl`,
    )
    .action(async (options: { json?: boolean }) => {
      const client = connect();
      if (!options.json && process.stdout.isTTY) {
        const { renderBackfill } = await import('../images/render-backfill.tsx');
        await renderBackfill(client);
        return;
      }
      let printed = 0;
      const done = await runPhotoBackfill(client, (progress) => {
        for (const result of progress.results.slice(printed))
          console.log(
            options.json
              ? JSON.stringify({ type: 'item', ...result })
              : [result.outcome, result.title, result.reason].filter(Boolean).join('\t'),
          );
        printed = progress.results.length;
      });
      console.log(
        options.json
          ? JSON.stringify({ type: 'summary', total: done.results.length, ...tally(done.results) })
          : backfillSummary(done),
      );
    });
}
