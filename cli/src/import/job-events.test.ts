import { describe, expect, it } from 'vitest';
import { parseServerSentEvents } from './job-events.ts';

function body(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('parseServerSentEvents', () => {
  it('reassembles events split across chunks and ignores comments and ids', async () => {
    const events = [];
    const stream = body([
      'event: job\ndata: {"id":',
      '"j1"}\nid: 1\n\n: keep-alive\n\nevent: done\r\n',
      'data: {}\r\n\r\n',
    ]);
    for await (const event of parseServerSentEvents(stream)) events.push(event);
    expect(events).toEqual([
      { event: 'job', data: '{"id":"j1"}' },
      { event: 'done', data: '{}' },
    ]);
  });
});
