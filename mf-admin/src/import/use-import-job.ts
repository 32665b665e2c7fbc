import { okJson } from '@viral/ui/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { adminApi, errorMessage } from '../admin-api.ts';
import { useInvalidateAll } from '../recipe-mutations.ts';
import type { ImportJob, StartImport } from './import-types.ts';
import { followImportJob } from './job-events.ts';

export type ImportJobState = {
  job: ImportJob | null;
  done: boolean;
  starting: boolean;
  error: string | null;
};

const IDLE: ImportJobState = { job: null, done: false, starting: false, error: null };

/**
 * Starts an import job in the bff (or re-attaches to one by id) and keeps its live state from
 * the job's server-sent events. The job runs on in the bff when the page is left. Each saved
 * recipe marks every cached list stale, so the back-office and public screens of this tab show it.
 */
export function useImportJob(fallbackError: string) {
  const [state, setState] = useState<ImportJobState>(IDLE);
  const stop = useRef<(() => void) | null>(null);
  const invalidateAll = useInvalidateAll();
  const invalidateRef = useRef(invalidateAll);
  invalidateRef.current = invalidateAll;

  const attach = useCallback((id: string) => {
    stop.current?.();
    stop.current = followImportJob(id, {
      job: (job) => setState((s) => ({ ...s, job, done: job.status === 'completed' })),
      item: ({ item, summary }) => {
        if (item.status === 'completed') void invalidateRef.current();
        setState((s) =>
          s.job
            ? {
                ...s,
                job: { ...s.job, summary, items: s.job.items.map((i) => (i.id === item.id ? item : i)) },
              }
            : s,
        );
      },
      done: ({ summary }) => {
        void invalidateRef.current();
        setState((s) => ({ ...s, done: true, job: s.job && { ...s.job, status: 'completed', summary } }));
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
        setState({ job, done: job.status === 'completed', starting: false, error: null });
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
    setState(IDLE);
  }, []);

  useEffect(() => () => stop.current?.(), []);

  const busy = state.starting || (state.job !== null && !state.done && state.error === null);
  return { ...state, busy, start, attach, reset };
}
