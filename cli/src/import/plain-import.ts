import {
  applyJobEvent,
  type ImportItem,
  type ImportJob,
  isFinished,
  itemDetail,
  type JobEvent,
  recipeLink,
  summaryLine,
} from './import-job.ts';

/**
 * Off a terminal (or with --json): one line per finished item, printed once, and a summary.
 * JSON lines are `{"type":"job"|"item"|"summary", ...}`.
 */
export async function runPlainImport(
  events: AsyncIterable<JobEvent>,
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
    job = applyJobEvent(job, event);
    if (event.type === 'job') {
      if (json) write(JSON.stringify({ type: 'job', id: event.job.id, total: event.job.summary.total }));
      else write(`Import job ${event.job.id}: ${event.job.summary.total} URLs`);
      event.job.items.forEach(printItem);
    } else if (event.type === 'item') printItem(event.item);
    else if (json) write(JSON.stringify({ type: 'summary', id: event.id, ...event.summary }));
    else write(summaryLine(event.summary));
  }
  return job;
}
