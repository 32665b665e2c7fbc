import { countVideos } from '@viral/domain';
import {
  applyImportJobEvent,
  type ImportItem,
  type ImportJob,
  type ImportJobEvent,
  isFinished,
  itemDetail,
  jobHeadline,
  recipeLink,
  summaryLine,
  videosLine,
} from './import-job.ts';

/**
 * Off a terminal (or with --json): one line per finished item, printed once, and a summary.
 * JSON lines are `{"type":"job"|"item"|"summary", ...}`; an item carries its video's outcome
 * when it finished, the summary how many videos stand where.
 */
export async function runPlainImport(
  events: AsyncIterable<ImportJobEvent>,
  options: { json: boolean; baseUrl: string; write: (line: string) => void },
): Promise<ImportJob | null> {
  const { json, baseUrl, write } = options;
  const printed = new Set<string>();
  const printItem = (item: ImportItem) => {
    if (!isFinished(item) || printed.has(item.id)) return;
    printed.add(item.id);
    if (json) write(JSON.stringify({ type: 'item', ...item, recipe_url: recipeLink(baseUrl, item) }));
    else write(`${item.status.padEnd(9)} ${item.url}  ${itemDetail(baseUrl, item)}`.trimEnd());
  };
  let job: ImportJob | null = null;
  for await (const event of events) {
    job = applyImportJobEvent(job, event);
    if (event.type === 'job') {
      const { id, folded, summary } = event.job;
      if (json) write(JSON.stringify({ type: 'job', id, total: summary.total, folded }));
      else write(jobHeadline(event.job));
      event.job.items.forEach(printItem);
    } else if (event.type === 'item') printItem(event.item);
    else if (json) {
      const videos = countVideos(job?.items.map((item) => item.video) ?? []);
      write(
        JSON.stringify({ type: 'summary', id: event.id, status: event.status, ...event.summary, videos }),
      );
    } else {
      write(summaryLine(event.summary, event.status));
      const videos = job && videosLine(job);
      if (videos) write(videos);
    }
  }
  return job;
}
