import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhotoBackfillStep } from '@viral/domain';
import { Button, Icon } from '@viral/ui';
import { okJson } from '@viral/ui/api-client';
import { useState } from 'react';
import { adminApi, errorMessage } from '../admin-api.ts';

type Run =
  | { state: 'idle' }
  | { state: 'running'; done: number; total: number; stored: number; failed: number }
  | { state: 'finished'; done: number; stored: number; failed: number }
  | { state: 'error'; message: string };

const PHOTO_COUNTS_KEY = ['admin', 'photo-counts'];

/**
 * Stores the photos of recipes imported before the site kept its own copies, a few recipes per
 * request (the same backfill as `recipes images backfill`), showing how far it has got.
 */
export function PhotoBackfillCard() {
  const queryClient = useQueryClient();
  const counts = useQuery({
    queryKey: PHOTO_COUNTS_KEY,
    queryFn: () => okJson(adminApi.admin.photos.$get()),
  });
  const [run, setRun] = useState<Run>({ state: 'idle' });

  const start = async () => {
    const total = counts.data?.to_store ?? 0;
    let progress = { done: 0, total, stored: 0, failed: 0 };
    setRun({ state: 'running', ...progress });
    try {
      let after: string | null = null;
      do {
        const step: PhotoBackfillStep = await okJson(
          adminApi.admin.photos.backfill.$post({ json: { after } }),
        );
        progress = {
          done: progress.done + step.results.length,
          total: Math.max(total, progress.done + step.results.length),
          stored: progress.stored + step.results.filter((r) => r.outcome === 'stored').length,
          failed: progress.failed + step.results.filter((r) => r.outcome === 'failed').length,
        };
        setRun({ state: 'running', ...progress });
        after = step.next_after;
      } while (after);
      setRun({ state: 'finished', done: progress.done, stored: progress.stored, failed: progress.failed });
    } catch (error) {
      setRun({ state: 'error', message: errorMessage(error, 'unknown error') });
    }
    await queryClient.invalidateQueries({ queryKey: PHOTO_COUNTS_KEY });
  };

  return (
    <section
      aria-labelledby="photo-backfill-title"
      className="mt-6 rounded-2xl border border-stone-200 bg-white p-5"
    >
      <h2 id="photo-backfill-title" className="flex items-center gap-2 font-bold">
        <Icon name="image" className="size-5 text-brand-600" /> Store Recipe Photos
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Fetches, resizes and stores on this site the photos of recipes that only link to another site's image.
      </p>
      <p className="mt-2 text-sm font-semibold" data-testid="photo-counts">
        {counts.isError
          ? 'Could not load the photo counts'
          : counts.data
            ? `${counts.data.stored.toLocaleString()} stored · ${counts.data.to_store.toLocaleString()} not stored yet`
            : 'Loading…'}
      </p>
      <div role="status" aria-live="polite" className="mt-2 text-sm">
        {run.state === 'running' &&
          `${run.done} of ${run.total} processed · Stored: ${run.stored} · Failed: ${run.failed}`}
        {run.state === 'finished' &&
          `Done: ${run.stored} of ${run.done} photos stored.${run.failed > 0 ? ` ${run.failed} could not be fetched; they keep their address and are retried in the background.` : ''}`}
        {run.state === 'error' && <span className="text-red-700">Failed to store photos: {run.message}</span>}
      </div>
      <Button
        onClick={() => void start()}
        disabled={run.state === 'running' || !counts.data || counts.data.to_store === 0}
        className="mt-3"
      >
        {run.state === 'running' ? 'Storing photos...' : 'Store photos'}
      </Button>
    </section>
  );
}
