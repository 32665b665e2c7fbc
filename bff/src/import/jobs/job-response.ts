import {
  type ImportItem,
  type ImportJobDetail,
  type ImportSummary,
  isAlreadyImported,
  isFinishedItemStatus,
  type UrlValidation,
} from '@viral/domain';
import type { ImportJobView } from './job-store.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export type ImportItemView = ImportJobView['items'][number];

/** The item as clients read it (domain's ImportItem, shared with the CLI and the admin screens). */
export function toItemResponse(item: ImportItemView): ImportItem {
  return {
    id: item.id,
    position: item.position,
    url: item.url,
    status: item.status,
    validation: item.validation as UrlValidation | null,
    error: item.error,
    categories: item.categories,
    started_at: iso(item.started_at),
    finished_at: iso(item.finished_at),
    recipe: item.recipe_id ? { id: item.recipe_id, slug: item.recipe_slug, title: item.recipe_title } : null,
    video: item.video_status ? { status: item.video_status, reason: item.video_reason } : null,
  };
}

/**
 * The counters of the bulk screen, and its estimate: average time per finished URL times the
 * URLs remaining; null until one has finished.
 */
export function jobSummary(items: ImportItemView[]): ImportSummary {
  const finished = items.filter((i) => isFinishedItemStatus(i.status));
  const durations = finished
    .filter((i) => i.started_at && i.finished_at)
    .map((i) => (i.finished_at?.getTime() ?? 0) - (i.started_at?.getTime() ?? 0));
  const remaining = items.length - finished.length;
  const average = durations.length ? durations.reduce((a, b) => a + b, 0) / durations.length : null;
  return {
    total: items.length,
    processed: finished.length,
    completed: items.filter((i) => i.status === 'completed').length,
    errors: items.filter((i) => i.status === 'error').length,
    skipped: items.filter((i) => i.status === 'skipped' && !isAlreadyImported(i)).length,
    already_imported: items.filter(isAlreadyImported).length,
    remaining_seconds: average === null ? null : Math.round((average * remaining) / 1000),
  };
}

export function toJobResponse({ job, items }: ImportJobView): ImportJobDetail {
  return {
    id: job.id,
    status: job.status,
    folded: job.folded,
    created_at: job.created_at.toISOString(),
    started_at: iso(job.started_at),
    finished_at: iso(job.finished_at),
    summary: jobSummary(items),
    items: items.map(toItemResponse),
  };
}
