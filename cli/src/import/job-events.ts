import { type ImportJobEvent, parseImportJobEvent } from '@viral/domain';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { ApiClient } from '../api-client.ts';

/** The job's events as they arrive; events of other names, or data not of their shape, are left out. */
export async function* readImportJobEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ImportJobEvent> {
  const messages = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
  for await (const message of messages) {
    const event = parseImportJobEvent(message.event ?? 'message', message.data);
    if (event) yield event;
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
): AsyncGenerator<ImportJobEvent> {
  while (!signal.aborted) {
    const response = await client.api.admin.imports[':id'].events.$get(
      { param: { id: jobId } },
      { headers: { accept: 'text/event-stream' }, init: { signal } },
    );
    if (!response.body) throw new Error('The event stream has no body');
    for await (const event of readImportJobEvents(response.body)) {
      yield event;
      if (event.type === 'done') return;
    }
  }
}
