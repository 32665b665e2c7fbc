import type { Command } from 'commander';
import { okJson } from '../api-client.ts';
import { migrationSummary, runMediaMigration } from '../media/media-migration.ts';
import { connect } from '../support/client.ts';

export function registerMedia(program: Command): void {
  const media = program
    .command('media')
    .description("the site's media store: where photo and video files live");
  media
    .command('migrate')
    .description('move photo files stored in the database by earlier versions into the media store')
    .option('--json', 'print one JSON line per step')
    .addHelpText(
      'after',
      `
Safe to stop and run again: it goes on where it stopped, and photos are served throughout.

Examples:
  $ recipes media migrate`,
    )
    .action(async (options: { json?: boolean }) => {
      let remaining = 0;
      const moved = await runMediaMigration(connect(), (step, movedSoFar) => {
        remaining = step.remaining;
        if (options.json) console.log(JSON.stringify({ type: 'step', ...step }));
        else if (process.stdout.isTTY)
          process.stdout.write(`\rMoved ${movedSoFar}, ${step.remaining} to go `);
      });
      if (!options.json && process.stdout.isTTY) process.stdout.write('\n');
      console.log(
        options.json
          ? JSON.stringify({ type: 'summary', moved, remaining })
          : migrationSummary(moved, remaining),
      );
    });
  media
    .command('sweep')
    .description('delete media files no photo or video refers to any more (the site does it every hour)')
    .action(async () => {
      const { deleted, abandoned } = await okJson(connect().api.admin.media.sweep.$post());
      console.log(`Deleted ${deleted} unreferenced files and ${abandoned} unfinished uploads.`);
    });
}
