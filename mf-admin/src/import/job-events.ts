import type { ImportDoneEvent, ImportItemEvent, ImportJob } from './import-types.ts';

export type JobEventHandlers = {
  job(job: ImportJob): void;
  item(change: ImportItemEvent): void;
  done(end: ImportDoneEvent): void;
  /** The stream closed for good (the browser gave up reconnecting, e.g. the job is gone). */
  lost(): void;
};

/**
 * Follows `GET /api/admin/imports/{id}/events` with the browser's EventSource (same origin, so
 * the session cookie goes along). A dropped connection reconnects by itself and the bff starts
 * again with the whole job. Returns the unsubscribe function.
 * Not the typed client: the route is an untyped event stream, which hc can only fetch once, not follow.
 */
export function followImportJob(id: string, on: JobEventHandlers): () => void {
  const source = new EventSource(`/api/admin/imports/${encodeURIComponent(id)}/events`, {
    withCredentials: true,
  });
  const listen = <T>(name: string, handle: (data: T) => void) =>
    source.addEventListener(name, (event) => handle(JSON.parse((event as MessageEvent<string>).data) as T));
  listen('job', on.job);
  listen('item', on.item);
  listen<ImportDoneEvent>('done', (end) => {
    source.close();
    on.done(end);
  });
  source.onerror = () => {
    if (source.readyState === EventSource.CLOSED) on.lost();
  };
  return () => source.close();
}
