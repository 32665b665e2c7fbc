import type { Database } from '@viral/db';
import type { SSEStreamingApi } from 'hono/streaming';
import { jobSummary, toItemResponse } from './job-response.ts';
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
  const sent = new Map<string, number>();
  let first = true;
  while (!closed && !serverStopping.signal.aborted) {
    const view = await findImportJob(db, jobId);
    if (!view) return;
    const changed = view.items.filter((item) => sent.get(item.id) !== item.updated_at.getTime());
    for (const item of view.items) sent.set(item.id, item.updated_at.getTime());
    if (first) {
      await stream.writeSSE({
        event: 'job',
        data: JSON.stringify({
          id: view.job.id,
          status: view.job.status,
          folded: view.job.folded,
          summary: jobSummary(view.items),
          items: view.items.map(toItemResponse),
        }),
      });
      first = false;
    } else {
      for (const item of changed) {
        await stream.writeSSE({
          event: 'item',
          data: JSON.stringify({ item: toItemResponse(item), summary: jobSummary(view.items) }),
        });
      }
    }
    if (view.job.status === 'completed' || view.job.status === 'cancelled') {
      await stream.writeSSE({
        event: 'done',
        data: JSON.stringify({ id: view.job.id, summary: jobSummary(view.items) }),
      });
      return;
    }
    await stream.sleep(POLL_MS);
  }
}
