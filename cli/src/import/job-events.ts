import type { ApiClient } from '../api-client.ts';
import type { ImportJob, JobEvent } from './import-job.ts';

interface RawEvent {
  event: string;
  data: string;
}

/** Splits a text/event-stream body into events (only `event:` and `data:` fields matter here). */
export async function* parseServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<RawEvent> {
  let buffer = '';
  const decoder = new TextDecoder();
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true }).replace(/\r\n/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length) yield { event, data: data.join('\n') };
      end = buffer.indexOf('\n\n');
    }
  }
}

/**
 * Follows a job's events until `done`. The stream starts with the whole job, so a dropped
 * connection is simply opened again; the caller stops it with the signal.
 */
export async function* followImportJob(
  client: ApiClient,
  jobId: string,
  signal: AbortSignal,
): AsyncGenerator<JobEvent> {
  while (!signal.aborted) {
    const response = await client.api.admin.imports[':id'].events.$get(
      { param: { id: jobId } },
      { headers: { accept: 'text/event-stream' }, init: { signal } },
    );
    if (!response.body) throw new Error('The event stream has no body');
    for await (const raw of parseServerSentEvents(response.body)) {
      const data = JSON.parse(raw.data);
      if (raw.event === 'job') yield { type: 'job', job: data as ImportJob };
      else if (raw.event === 'item') yield { type: 'item', item: data.item, summary: data.summary };
      else if (raw.event === 'done') {
        yield { type: 'done', id: data.id, summary: data.summary };
        return;
      }
    }
  }
}
