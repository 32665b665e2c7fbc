import { readFile } from 'node:fs/promises';
import { MAX_IMPORT_URLS, NO_VALID_URL_MESSAGE, parseBulkUrls } from '@viral/domain';
import type { Command } from 'commander';
import { type ApiClient, okJson } from '../api-client.ts';
import { CliError, EXIT_USAGE } from '../cli-error.ts';
import { requireToken, resolveConnection } from '../config-store.ts';
import type { ImportJob } from '../import/import-job.ts';
import { followImportJob } from '../import/job-events.ts';
import { runPlainImport } from '../import/plain-import.ts';
import { videoWaitWriter, waitForVideos } from '../import/wait-for-videos.ts';
import { connect } from '../support/client.ts';
import { readAllStdin } from '../support/terminal-input.ts';

interface ImportOptions {
  job?: string;
  json?: boolean;
  waitForVideos?: boolean;
}

/** Exit code of a detached run (Ctrl-C), as for any interrupted command. */
export const EXIT_DETACHED = 130;

/** Reads the URL list as the bulk import does: trimmed, blanks dropped, http(s) lines only. */
export async function readUrlList(file: string): Promise<{ urls: string[]; ignored: number }> {
  let text: string;
  try {
    text = file === '-' ? await readAllStdin() : await readFile(file, 'utf8');
  } catch (error) {
    throw new CliError(`Cannot read ${file}: ${(error as Error).message}`, EXIT_USAGE);
  }
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const urls = parseBulkUrls(lines);
  if (urls.length === 0) throw new CliError(NO_VALID_URL_MESSAGE, EXIT_USAGE);
  if (urls.length > MAX_IMPORT_URLS)
    throw new CliError(`At most ${MAX_IMPORT_URLS} URLs per import; split the file.`, EXIT_USAGE);
  return { urls, ignored: lines.length - urls.length };
}

async function startJob(client: ApiClient, file: string): Promise<string> {
  const { urls, ignored } = await readUrlList(file);
  if (ignored > 0) process.stderr.write(`Ignored ${ignored} line(s) that are not http(s) URLs.\n`);
  const job = await okJson(client.api.admin.imports.$post({ json: { urls } }));
  return job.id;
}

export async function runImport(file: string | undefined, options: ImportOptions): Promise<number> {
  if (!file === !options.job)
    throw new CliError('Give either a FILE (or - for stdin) or --job ID.', EXIT_USAGE);
  const client = connect();
  requireToken(resolveConnection());
  const jobId = options.job ?? (await startJob(client, file ?? '-'));
  const controller = new AbortController();
  const detach = () => controller.abort();
  // `on`, not `once`: Ink's exit handler re-raises SIGINT when it finds itself the only listener
  process.on('SIGINT', detach);
  const events = followImportJob(client, jobId, controller.signal);
  let job: ImportJob | null = null;
  try {
    if (process.stdout.isTTY && !options.json) {
      const { renderImportScreen } = await import('../import/render-import.tsx');
      job = await renderImportScreen(events, client.url);
    } else {
      const write = (line: string) => process.stdout.write(`${line}\n`);
      job = await runPlainImport(events, { json: Boolean(options.json), baseUrl: client.url, write });
    }
    if (job && options.waitForVideos && job.status === 'completed') {
      const write = (line: string) => process.stdout.write(`${line}\n`);
      const say = videoWaitWriter({ json: Boolean(options.json), baseUrl: client.url, write });
      say.start(job);
      job = await waitForVideos(job, {
        read: (id) => okJson(client.api.admin.imports[':id'].$get({ param: { id } })),
        signal: controller.signal,
        settled: say.settled,
      });
      say.end(job);
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    process.off('SIGINT', detach);
  }
  if (controller.signal.aborted) {
    if (options.json) process.stdout.write(`${JSON.stringify({ type: 'detached', id: jobId })}\n`);
    process.stderr.write(
      `Detached from import job ${jobId}; it goes on in the site. Re-attach with: recipes import --job ${jobId}\n`,
    );
    return EXIT_DETACHED;
  }
  return job && job.summary.errors > 0 ? 1 : 0;
}

export function registerImport(program: Command): void {
  program
    .command('import')
    .description('import recipes from a file of URLs (one per line) and follow the job')
    .argument('[file]', 'the file of URLs, or - for standard input')
    .option('--job <id>', 're-attach to a running (or finished) import job')
    .option('--json', 'print JSON lines (job, one per finished item, summary) instead of the screen')
    .option(
      '--wait-for-videos',
      'once the job has ended, wait until its videos are stored or refused, printing each (by default the command ends with the job; videos are prepared in the site all the same)',
    )
    .addHelpText(
      'after',
      `
Each imported item says what became of its page's video when it finished: being prepared,
stored, kept as a link, or skipped and why; the summary counts them.

Exit codes: 0 every URL imported or skipped (not a recipe, duplicate), 1 some failed,
2 usage error (no valid URL, unreadable file), 130 detached with Ctrl-C. A skipped video
is not a failure.

Examples:
  $ recipes import urls.txt
  $ recipes import urls.txt --wait-for-videos
  $ grep -h https bookmarks/*.txt | recipes import - --json > import.jsonl
  $ recipes import --job 0b6f3c2e-8d1a-4a57-9f0e-2c1d3b4a5e6f`,
    )
    .action(async (file: string | undefined, options: ImportOptions) => {
      process.exitCode = await runImport(file, options);
    });
}
