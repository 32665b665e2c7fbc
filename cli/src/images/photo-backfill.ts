import type { PhotoBackfillStep } from '@viral/domain';
import { type ApiClient, okJson } from '../api-client.ts';

export type BackfillResult = PhotoBackfillStep['results'][number];

/** Where a backfill stands: how many of the recipes it set out with are done, and how. */
export interface BackfillProgress {
  total: number;
  results: BackfillResult[];
  finished: boolean;
}

export const tally = (results: BackfillResult[]) => ({
  stored: results.filter((r) => r.outcome === 'stored').length,
  failed: results.filter((r) => r.outcome === 'failed').length,
});

/**
 * Runs the backfill step by step through the API (`POST /api/admin/photos/backfill`), handing
 * each new state to `onProgress`; stops early when `signal` aborts.
 */
export async function runPhotoBackfill(
  client: ApiClient,
  onProgress: (progress: BackfillProgress) => void,
  signal?: AbortSignal,
): Promise<BackfillProgress> {
  const counts = await okJson(client.api.admin.photos.$get());
  let progress: BackfillProgress = { total: counts.to_store, results: [], finished: false };
  onProgress(progress);
  let after: string | null = null;
  do {
    if (signal?.aborted) return progress;
    const step: PhotoBackfillStep = await okJson(client.api.admin.photos.backfill.$post({ json: { after } }));
    progress = { ...progress, results: [...progress.results, ...step.results] };
    after = step.next_after;
    if (after) onProgress(progress);
  } while (after);
  progress = { ...progress, total: Math.max(progress.total, progress.results.length), finished: true };
  onProgress(progress);
  return progress;
}

export function backfillSummary(progress: BackfillProgress): string {
  const { stored, failed } = tally(progress.results);
  if (progress.results.length === 0) return 'Every recipe photo is stored already.';
  const failures =
    failed > 0
      ? ` ${failed} could not be fetched; they keep their address and are retried in the background.`
      : '';
  return `Stored ${stored} of ${progress.results.length} recipe photos.${failures}`;
}
