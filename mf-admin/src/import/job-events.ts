import { IMPORT_JOB_EVENT_NAMES, type ImportJobEvent, parseImportJobEvent } from '@viral/domain';

export type JobEventHandlers = {
  /** One event of the job, checked against its schema (others are left out). */
  event(event: ImportJobEvent): void;
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
  for (const name of IMPORT_JOB_EVENT_NAMES) {
    source.addEventListener(name, (message: MessageEvent<unknown>) => {
      const event = typeof message.data === 'string' ? parseImportJobEvent(name, message.data) : null;
      if (!event) return;
      if (event.type === 'done') source.close();
      on.event(event);
    });
  }
  source.onerror = () => {
    if (source.readyState === EventSource.CLOSED) on.lost();
  };
  return () => source.close();
}
