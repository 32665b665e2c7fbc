/**
 * Import states and progress texts, free of zod, so the back-office bundle does not carry (or
 * run) the schema library: zod's first parse probes `Function("")`, which the site's
 * Content-Security-Policy reports as a violation.
 */
import { formatCountOf } from './text.ts';

/** The bulk item states, in order. */
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

/** The states an item ends in. */
export const FINISHED_IMPORT_ITEM_STATUSES = [
  'completed',
  'error',
  'skipped',
] as const satisfies readonly ImportItemStatus[];
export const isFinishedItemStatus = (status: ImportItemStatus) =>
  (FINISHED_IMPORT_ITEM_STATUSES as readonly ImportItemStatus[]).includes(status);
/** Every other state: while one of its items is in one of these, a job has work left. */
export const UNFINISHED_IMPORT_ITEM_STATUSES = IMPORT_ITEM_STATUSES.filter(
  (status) => !isFinishedItemStatus(status),
);
/** The states of an item a worker has claimed and is processing. */
export const IN_FLIGHT_IMPORT_ITEM_STATUSES = [
  'validating',
  'processing',
  'categorizing',
] as const satisfies readonly ImportItemStatus[];

export const IMPORT_JOB_STATUSES = ['queued', 'running', 'completed', 'cancelled'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

/** The error of an item skipped because its page is in the catalogue; its recipe is the one that exists. */
export const ALREADY_IMPORTED = 'Already imported';
export const isAlreadyImported = (item: { status: ImportItemStatus; error: string | null }) =>
  item.status === 'skipped' && item.error === ALREADY_IMPORTED;

/** The four counts of the spec's end-of-run alert, in its order and words. */
export function bulkImportCounts(summary: {
  completed: number;
  errors: number;
  skipped: number;
  processed: number;
}): [label: string, count: number][] {
  return [
    ['Successfully imported', summary.completed],
    ['Failed', summary.errors],
    ['Skipped (invalid)', summary.skipped],
    ['Total processed', summary.processed],
  ];
}

/** The spec's alert at the end of a bulk import: 'Bulk import completed!' and its four counts. */
export function bulkImportCompletedAlert(summary: Parameters<typeof bulkImportCounts>[0]): string {
  const counts = bulkImportCounts(summary).map(([label, count]) => `${label}: ${count}`);
  return ['Bulk import completed!', '', ...counts].join('\n');
}

/** What a bulk import says of the lines it folded before starting; nothing when there were none. */
export function formatFolded(folded: number): string {
  if (folded <= 0) return '';
  return `${formatCountOf(folded, 'duplicate address', { plural: 'duplicate addresses' })} folded: each page is imported once`;
}

/** Time left in a bulk import: 'Nm Ns' or 'Ns'; 'Calculating...' at first; 'Complete!' at the end. */
export function formatRemaining(seconds: number | null, done: boolean): string {
  if (done) return 'Complete!';
  if (seconds === null) return 'Calculating...';
  const s = Math.max(0, Math.round(seconds));
  return s >= 60 ? `${Math.floor(s / 60)}m ${s % 60}s` : `${s}s`;
}

/**
 * A recipe video's states: a file waits (pending), is downloaded and transcoded (preparing), then
 * is stored or refused (its reason kept); an HLS stream or a player is only kept as a link (linked).
 */
export const VIDEO_TASK_STATUSES = ['pending', 'preparing', 'stored', 'refused', 'linked'] as const;
export type VideoTaskStatus = (typeof VIDEO_TASK_STATUSES)[number];
