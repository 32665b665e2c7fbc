import {
  bulkImportCounts,
  formatFolded,
  formatRemaining as formatJobRemaining,
  IMPORT_ITEM_STATUS_LABELS,
  type ImportItem,
  type ImportJob,
  type ImportJobStatus,
  type ImportSummary,
  isFinishedItemStatus,
  videoOutcomeLabel,
  videoSummaryNote,
} from '@viral/domain';

export type { ImportItem, ImportItemStatus, ImportJob, ImportJobEvent, ImportSummary } from '@viral/domain';
export { applyImportJobEvent } from '@viral/domain';

export const isFinished = (item: ImportItem) => isFinishedItemStatus(item.status);

export const STATUS_LABELS = IMPORT_ITEM_STATUS_LABELS;

/** The bulk screen's remaining-time text for a job's summary. */
export const formatRemaining = (summary: ImportSummary, done: boolean) =>
  formatJobRemaining(summary.remaining_seconds, done);

export function recipeLink(baseUrl: string, item: ImportItem): string | null {
  return item.recipe?.slug ? `${baseUrl}/recipe/${item.recipe.slug}` : null;
}

/**
 * What a finished item says besides its status: the recipe and its video's outcome when it
 * finished, the skip reason or the error.
 */
export function itemDetail(baseUrl: string, item: ImportItem): string {
  if (item.status === 'completed') {
    const recipe = `${item.recipe?.title ?? ''} ${recipeLink(baseUrl, item) ?? ''}`.trim();
    const video = videoOutcomeLabel(item.video);
    return video ? `${recipe} · ${video}` : recipe;
  }
  if (item.status === 'error') return item.error ?? 'Failed to import recipe';
  if (item.status === 'skipped') return item.error ?? item.validation?.reason ?? '';
  return '';
}

/** The closing line of a job: the spec's summary alert, or why the job stopped early. */
export function summaryLine(summary: ImportSummary, status: ImportJobStatus = 'completed'): string {
  const counts = bulkImportCounts(summary)
    .map(([label, count]) => `${label}: ${count}`)
    .join(', ');
  return status === 'cancelled'
    ? `Bulk import cancelled: the recipes were purged. ${counts}`
    : `Bulk import completed! ${counts}`;
}

/** 'Import job …: N URLs', and how many duplicate lines were folded before it started. */
export function jobHeadline(job: ImportJob): string {
  const folded = formatFolded(job.folded);
  return `Import job ${job.id}: ${job.summary.total} URLs${folded ? ` (${folded})` : ''}`;
}

/** 'Videos: 2 videos being prepared, 1 stored.'; null when no item had a video. */
export function videosLine(job: Pick<ImportJob, 'items'>): string | null {
  const note = videoSummaryNote(job.items.map((item) => item.video));
  return note ? `Videos: ${note}.` : null;
}
