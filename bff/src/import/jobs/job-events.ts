import type { Database } from '@viral/db';
import type { ImportJobEventName, importJobEventSchemas } from '@viral/domain';
import type { SSEStreamingApi } from 'hono/streaming';
import type { z } from 'zod';
import { type ImportItemView, jobSummary, toItemResponse } from './job-response.ts';
import { findImportJob } from './job-store.ts';

const POLL_MS = 400;
const serverStopping = new AbortController();

/**
 * Ends every job stream at its next poll, so open streams do not hold a stopping server until
 * it is killed; browsers' EventSource reconnects (to another replica) and starts over with `job`.
 */
export function endJobStreams(): void {
  serverStopping.abort();
}

/**
 * Streams a job as server-sent events: `job` (the whole job) first, then `item` for every item
 * that changed with the new `summary`, and `done` when the job is complete. It reads from the
 * database, so it follows jobs run by any bff process, and picks up after a restart.
 */
export async function followJob(db: Database, jobId: string, stream: SSEStreamingApi): Promise<void> {
  let closed = false;
  stream.onAbort(() => {
    closed = true;
  });
  const sent = new Map<string, string>();
  // An item's video changes after the item finished (prepared, then stored or refused): a change too.
  const versionOf = (item: ImportItemView) => `${item.updated_at.getTime()} ${item.video_status}`;
  let first = true;
  const send = <Name extends ImportJobEventName>(
    event: Name,
    data: z.input<(typeof importJobEventSchemas)[Name]>,
  ) => stream.writeSSE({ event, data: JSON.stringify(data) });
  while (!closed && !serverStopping.signal.aborted) {
    const view = await findImportJob(db, jobId);
    if (!view) return;
    const changed = view.items.filter((item) => sent.get(item.id) !== versionOf(item));
    for (const item of view.items) sent.set(item.id, versionOf(item));
    const summary = jobSummary(view.items);
    if (first) {
      const { id, status, folded } = view.job;
      await send('job', { id, status, folded, summary, items: view.items.map(toItemResponse) });
      first = false;
    } else {
      for (const item of changed) await send('item', { item: toItemResponse(item), summary });
    }
    if (view.job.status === 'completed' || view.job.status === 'cancelled') {
      await send('done', { id: view.job.id, status: view.job.status, summary });
      return;
    }
    await stream.sleep(POLL_MS);
  }
}
