import { describe, expect, it } from 'vitest';
import { completedItem, fakeJob, summaryOf } from '../testing/fake-job.ts';
import { readImportJobEvents } from './job-events.ts';

function body(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('readImportJobEvents', () => {
  const job = fakeJob([completedItem(0, 'rice-one')]);
  const done = { id: 'job-1', status: 'completed', summary: summaryOf(job.items, 0) };

  it('reassembles events split across chunks, skipping comments and ids', async () => {
    const text = `event: job\ndata: ${JSON.stringify(job)}\nid: 1\n\n: keep-alive\n\nevent: done\r\ndata: ${JSON.stringify(done)}\r\n\r\n`;
    const events = [];
    for await (const event of readImportJobEvents(
      body([text.slice(0, 17), text.slice(17, 90), text.slice(90)]),
    ))
      events.push(event);
    expect(events).toEqual([
      { type: 'job', job },
      { type: 'done', ...done },
    ]);
  });

  it('leaves out events of other names and data not of their shape', async () => {
    const events = [];
    const stream = body([
      'event: ping\ndata: {}\n\n',
      'event: item\ndata: {"item":{"id":"x"}}\n\n',
      'event: done\ndata: not json\n\n',
      `event: done\ndata: ${JSON.stringify(done)}\n\n`,
    ]);
    for await (const event of readImportJobEvents(stream)) events.push(event);
    expect(events).toEqual([{ type: 'done', ...done }]);
  });
});
