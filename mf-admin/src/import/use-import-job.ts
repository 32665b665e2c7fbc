import { applyImportJobEvent, isVideoBeingPrepared } from '@viral/domain';
import { okJson } from '@viral/ui/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { adminApi, errorMessage } from '../admin-api.ts';
import { useInvalidateAll } from '../recipe-mutations.ts';
import { VIDEO_RECHECK_MS } from '../recipe-video-queries.ts';
import type { ImportJob, StartImport } from './import-types.ts';
import { followImportJob } from './job-events.ts';

export type ImportJobState = {
  job: ImportJob | null;
  done: boolean;
  starting: boolean;
  error: string | null;
};

const IDLE: ImportJobState = { job: null, done: false, starting: false, error: null };
const hasEnded = (job: ImportJob | null) => job?.status === 'completed' || job?.status === 'cancelled';

/**
 * Starts an import job in the bff (or re-attaches to one by id) and keeps its live state from
 * the job's server-sent events, folded as the CLI folds them. The job runs on in the bff when the
 * page is left. Each saved recipe marks every cached list stale, so the back-office and public
 * screens of this tab show it. Once the job has ended, it is read again every few seconds while
 * any of its videos is being prepared.
 */
export function useImportJob(
  fallbackError: string,
  /** Told once when a run ends while the page follows it (not for a job that had ended before). */
  onEnded?: (job: ImportJob) => void,
) {
  const [state, setState] = useState<ImportJobState>(IDLE);
  const shown = useRef<ImportJob | null>(null);
  // The run this page saw going (it started it, or found it running), until its end is told. Known
  // from the start's answer too, so a run that ends before the stream's first event is still told.
  const following = useRef<string | null>(null);
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;
  const stop = useRef<(() => void) | null>(null);
  const invalidateAll = useInvalidateAll();
  const invalidateRef = useRef(invalidateAll);
  invalidateRef.current = invalidateAll;

  const attach = useCallback((id: string) => {
    stop.current?.();
    stop.current = followImportJob(id, {
      event: (event) => {
        if ((event.type === 'item' && event.item.status === 'completed') || event.type === 'done')
          void invalidateRef.current();
        const job = applyImportJobEvent(shown.current, event);
        shown.current = job;
        setState((s) => ({ ...s, job, done: hasEnded(job) }));
        if (job && !hasEnded(job)) following.current = job.id;
        else if (job && following.current === job.id) {
          following.current = null;
          onEndedRef.current?.(job);
        }
      },
      lost: () =>
        setState((s) => ({ ...s, error: s.done ? s.error : 'Lost the connection to the import job' })),
    });
  }, []);

  const start = useCallback(
    async (body: StartImport): Promise<ImportJob | null> => {
      stop.current?.();
      setState({ ...IDLE, starting: true });
      try {
        const job: ImportJob = await okJson(adminApi.admin.imports.$post({ json: body }));
        shown.current = job;
        following.current = hasEnded(job) ? null : job.id;
        setState({ ...IDLE, job, done: hasEnded(job) });
        attach(job.id);
        return job;
      } catch (error) {
        setState({ ...IDLE, error: errorMessage(error, fallbackError) });
        return null;
      }
    },
    [attach, fallbackError],
  );

  const reset = useCallback(() => {
    stop.current?.();
    stop.current = null;
    shown.current = null;
    following.current = null;
    setState(IDLE);
  }, []);

  useEffect(() => () => stop.current?.(), []);

  // Videos are prepared after their items finish, so after the job's stream has ended too: the
  // job is read again while any of its videos is being prepared.
  const { job, done } = state;
  const videosPending = done && !!job?.items.some((item) => isVideoBeingPrepared(item.video));
  useEffect(() => {
    if (!videosPending || !job) return;
    const timer = setTimeout(async () => {
      const fresh: ImportJob | null = await okJson(
        adminApi.admin.imports[':id'].$get({ param: { id: job.id } }),
      ).catch(() => null);
      if (!fresh || shown.current?.id !== fresh.id) return;
      shown.current = fresh;
      setState((s) => ({ ...s, job: fresh }));
      void invalidateRef.current();
    }, VIDEO_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [videosPending, job]);

  const busy = state.starting || (state.job !== null && !state.done && state.error === null);
  return { ...state, busy, start, attach, reset };
}
