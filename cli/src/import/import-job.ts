import type { UrlValidation } from '@viral/domain';

/** The bff's import job as GET /api/admin/imports/{id} returns it (bff/src/import/jobs/job-response.ts). */
export type ImportItemStatus =
  | 'pending'
  | 'validating'
  | 'processing'
  | 'categorizing'
  | 'completed'
  | 'error'
  | 'skipped';

export interface ImportItem {
  id: string;
  position: number;
  url: string;
  status: ImportItemStatus;
  validation: UrlValidation | null;
  error: string | null;
  categories: string[] | null;
  started_at: string | null;
  finished_at: string | null;
  recipe: { id: string; slug: string | null; title: string | null } | null;
}

export interface ImportSummary {
  total: number;
  processed: number;
  completed: number;
  errors: number;
  skipped: number;
  remaining_seconds: number | null;
}

export interface ImportJob {
  id: string;
  status: 'queued' | 'running' | 'completed' | string;
  summary: ImportSummary;
  items: ImportItem[];
}

export type JobEvent =
  | { type: 'job'; job: ImportJob }
  | { type: 'item'; item: ImportItem; summary: ImportSummary }
  | { type: 'done'; id: string; summary: ImportSummary };

const FINISHED: ReadonlySet<ImportItemStatus> = new Set(['completed', 'error', 'skipped']);
export const isFinished = (item: ImportItem) => FINISHED.has(item.status);

/** Folds one server-sent event into the job the screen shows. */
export function applyJobEvent(job: ImportJob | null, event: JobEvent): ImportJob | null {
  if (event.type === 'job') return event.job;
  if (!job) return job;
  if (event.type === 'done') return { ...job, status: 'completed', summary: event.summary };
  const items = job.items.map((item) => (item.id === event.item.id ? event.item : item));
  return { ...job, summary: event.summary, items };
}

export const STATUS_LABELS: Record<ImportItemStatus, string> = {
  pending: 'Pending',
  validating: 'Validating',
  processing: 'Processing',
  categorizing: 'Categorizing',
  completed: 'Completed',
  error: 'Error',
  skipped: 'Skipped',
};

/** Spec 4: 'Nm Ns' or 'Ns'; 'Calculating...' until one URL has finished; 'Complete!' at the end. */
export function formatRemaining(summary: ImportSummary, done: boolean): string {
  if (done) return 'Complete!';
  const seconds = summary.remaining_seconds;
  if (seconds === null) return 'Calculating...';
  return seconds >= 60 ? `${Math.floor(seconds / 60)}m ${seconds % 60}s` : `${seconds}s`;
}

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
