import type { UrlValidation } from './import-api.ts';

/** The spec's bulk item states (section 4), in order. */
export const IMPORT_ITEM_STATUSES = [
  'pending',
  'validating',
  'processing',
  'categorizing',
  'completed',
  'error',
  'skipped',
] as const;
export type ImportItemStatus = (typeof IMPORT_ITEM_STATUSES)[number];

export const IMPORT_ITEM_STATUS_LABELS: Record<ImportItemStatus, string> = {
  pending: 'Pending',
  validating: 'Validating',
  processing: 'Processing',
  categorizing: 'Categorizing',
  completed: 'Completed',
  error: 'Error',
  skipped: 'Skipped',
};

const FINISHED: ReadonlySet<ImportItemStatus> = new Set(['completed', 'error', 'skipped']);
export const isFinishedItemStatus = (status: ImportItemStatus) => FINISHED.has(status);

/** One URL of an import job, as GET /api/admin/imports/{id} and its events give it. */
export interface ImportItem {
  id: string;
  position: number;
  url: string;
  status: ImportItemStatus;
  validation: UrlValidation | null;
  error: string | null;
  categories: string[];
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
  /** Average time per finished URL times the URLs left; null until one has finished. */
  remaining_seconds: number | null;
}

export interface ImportJob {
  id: string;
  status: 'queued' | 'running' | 'completed' | 'cancelled';
  summary: ImportSummary;
  items: ImportItem[];
}

/** Spec 4, Bulk item states: 'Nm Ns' or 'Ns'; 'Calculating...' at first; 'Complete!' at the end. */
export function formatRemaining(seconds: number | null, done: boolean): string {
  if (done) return 'Complete!';
  if (seconds === null) return 'Calculating...';
  const s = Math.max(0, Math.round(seconds));
  return s >= 60 ? `${Math.floor(s / 60)}m ${s % 60}s` : `${s}s`;
}
