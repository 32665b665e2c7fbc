import {
  formatRemaining as formatJobRemaining,
  IMPORT_ITEM_STATUS_LABELS,
  type ImportItem,
  type ImportJob,
  type ImportSummary,
  isFinishedItemStatus,
} from '@viral/domain';

export type { ImportItem, ImportItemStatus, ImportJob, ImportSummary } from '@viral/domain';

export type JobEvent =
  | { type: 'job'; job: ImportJob }
  | { type: 'item'; item: ImportItem; summary: ImportSummary }
  | { type: 'done'; id: string; summary: ImportSummary };

export const isFinished = (item: ImportItem) => isFinishedItemStatus(item.status);

/** Folds one server-sent event into the job the screen shows. */
export function applyJobEvent(job: ImportJob | null, event: JobEvent): ImportJob | null {
  if (event.type === 'job') return event.job;
  if (!job) return job;
  if (event.type === 'done') return { ...job, status: 'completed', summary: event.summary };
  const items = job.items.map((item) => (item.id === event.item.id ? event.item : item));
  return { ...job, summary: event.summary, items };
}

export const STATUS_LABELS = IMPORT_ITEM_STATUS_LABELS;

/** The bulk screen's remaining-time text for a job's summary. */
export const formatRemaining = (summary: ImportSummary, done: boolean) =>
  formatJobRemaining(summary.remaining_seconds, done);

export function recipeLink(baseUrl: string, item: ImportItem): string | null {
  return item.recipe?.slug ? `${baseUrl}/recipe/${item.recipe.slug}` : null;
}

/** What a finished item says besides its status: the recipe, the skip reason or the error. */
export function itemDetail(baseUrl: string, item: ImportItem): string {
  if (item.status === 'completed')
    return `${item.recipe?.title ?? ''} ${recipeLink(baseUrl, item) ?? ''}`.trim();
  if (item.status === 'error') return item.error ?? 'Failed to import recipe';
  if (item.status === 'skipped') return item.error ?? item.validation?.reason ?? '';
  return '';
}

export function summaryLine(summary: ImportSummary): string {
  return `Bulk import completed! Successfully imported: ${summary.completed}, Failed: ${summary.errors}, Skipped (invalid): ${summary.skipped}, Total processed: ${summary.processed}`;
}
