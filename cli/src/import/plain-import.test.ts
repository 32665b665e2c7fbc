import { describe, expect, it, vi } from 'vitest';
import { completedItem, fakeItem, fakeJob, summaryOf } from '../testing/fake-job.ts';
import { formatRemaining, type ImportItem, type ImportJobEvent } from './import-job.ts';
import { runPlainImport } from './plain-import.ts';
import { videoWaitWriter, waitForVideos } from './wait-for-videos.ts';

async function* stream(events: ImportJobEvent[]) {
  yield* events;
}

const running = [completedItem(0, 'rice-one'), fakeItem(1, { status: 'processing' })];
const finished = [
  completedItem(0, 'rice-one'),
  fakeItem(1, { status: 'error', error: 'Failed to fetch recipe content: 404' }),
];
const events: ImportJobEvent[] = [
  { type: 'job', job: fakeJob(running, 3) },
  // the server repeats an item whose row changed; it must not be printed twice
  { type: 'item', item: completedItem(0, 'rice-one'), summary: summaryOf(running, 3) },
  { type: 'item', item: finished[1] ?? fakeItem(1), summary: summaryOf(finished, 0) },
  { type: 'done', id: 'job-1', status: 'completed', summary: summaryOf(finished, 0) },
];

describe('runPlainImport', () => {
  it('prints each finished item once, then the summary', async () => {
    const lines: string[] = [];
    const job = await runPlainImport(stream(events), {
      json: false,
      baseUrl: 'http://s',
      write: (l) => lines.push(l),
    });
    expect(lines).toEqual([
      'Import job job-1: 2 URLs',
      'completed https://example.com/recipe-0  Title rice-one http://s/recipe/rice-one',
      'error     https://example.com/recipe-1  Failed to fetch recipe content: 404',
      'Bulk import completed! Successfully imported: 1, Failed: 1, Skipped (invalid): 0, Total processed: 2',
    ]);
    expect(job?.summary.errors).toBe(1);
    expect(job?.status).toBe('completed');
  });

  it('says how many duplicate lines were folded, and when a purge cancelled the job', async () => {
    const lines: string[] = [];
    const cancelled: ImportJobEvent[] = [
      { type: 'job', job: fakeJob(running, 3, 2) },
      { type: 'done', id: 'job-1', status: 'cancelled', summary: summaryOf(finished, 0) },
    ];
    await runPlainImport(stream(cancelled), {
      json: false,
      baseUrl: 'http://s',
      write: (l) => lines.push(l),
    });
    expect(lines[0]).toBe(
      'Import job job-1: 2 URLs (2 duplicate addresses folded: each page is imported once)',
    );
    expect(lines.at(-1)).toBe(
      'Bulk import cancelled: the recipes were purged. Successfully imported: 1, Failed: 1, Skipped (invalid): 0, Total processed: 2',
    );
    const json: string[] = [];
    await runPlainImport(stream(cancelled), { json: true, baseUrl: 'http://s', write: (l) => json.push(l) });
    expect(JSON.parse(json[0] ?? '')).toMatchObject({ type: 'job', total: 2, folded: 2 });
    expect(JSON.parse(json.at(-1) ?? '')).toMatchObject({ type: 'summary', status: 'cancelled' });
  });

  it('writes JSON lines: job, items with their recipe link, summary', async () => {
    const lines: string[] = [];
    await runPlainImport(stream(events), { json: true, baseUrl: 'http://s', write: (l) => lines.push(l) });
    const parsed = lines.map((l) => JSON.parse(l));
    expect(parsed.map((p) => p.type)).toEqual(['job', 'item', 'item', 'summary']);
    expect(parsed[1]).toMatchObject({ status: 'completed', recipe_url: 'http://s/recipe/rice-one' });
    expect(parsed[3]).toMatchObject({ id: 'job-1', total: 2, completed: 1, errors: 1 });
  });
});

describe("an import's videos", () => {
  const withVideo = (position: number, video: ImportItem['video']) => ({
    ...completedItem(position, `dish-${position}`),
    video,
  });
  const items = [
    withVideo(0, { status: 'pending', reason: null }),
    withVideo(1, { status: 'refused', reason: 'Video import is off: ffmpeg is not installed on the server' }),
    withVideo(2, null),
  ];
  const run: ImportJobEvent[] = [
    { type: 'job', job: fakeJob(items) },
    { type: 'done', id: 'job-1', status: 'completed', summary: summaryOf(items, 0) },
  ];

  it("prints each item's video outcome as it finished, and the videos' summary", async () => {
    const lines: string[] = [];
    await runPlainImport(stream(run), { json: false, baseUrl: 'http://s', write: (l) => lines.push(l) });
    expect(lines.slice(1, 4)).toEqual([
      'completed https://example.com/recipe-0  Title dish-0 http://s/recipe/dish-0 · Video being prepared',
      'completed https://example.com/recipe-1  Title dish-1 http://s/recipe/dish-1 · Video skipped: Video import is off: ffmpeg is not installed on the server',
      'completed https://example.com/recipe-2  Title dish-2 http://s/recipe/dish-2',
    ]);
    expect(lines.at(-1)).toBe('Videos: 1 video being prepared, 1 skipped.');
    const json: string[] = [];
    await runPlainImport(stream(run), { json: true, baseUrl: 'http://s', write: (l) => json.push(l) });
    expect(JSON.parse(json[1] ?? '')).toMatchObject({ video: { status: 'pending', reason: null } });
    expect(JSON.parse(json.at(-1) ?? '')).toMatchObject({
      type: 'summary',
      videos: { being_prepared: 1, stored: 0, linked: 0, skipped: 1 },
    });
  });

  it('waits, when asked, until no video is being prepared, telling each as it settles', async () => {
    const job = fakeJob(items);
    const reads = [job, fakeJob([withVideo(0, { status: 'stored', reason: null }), ...items.slice(1)])];
    const read = vi.fn(async () => reads.shift() ?? job);
    const lines: string[] = [];
    const say = videoWaitWriter({ json: false, baseUrl: 'http://s', write: (l) => lines.push(l) });
    say.start(job);
    const end = await waitForVideos(job, {
      read,
      signal: new AbortController().signal,
      settled: say.settled,
      pollMs: 1,
    });
    say.end(end);
    expect(read).toHaveBeenCalledTimes(2);
    expect(lines).toEqual([
      'Waiting for 1 video being prepared (Ctrl-C stops waiting).',
      'video     https://example.com/recipe-0  Video stored',
      'Videos: 1 video stored, 1 skipped.',
    ]);
  });

  it('does not wait when no video is being prepared', async () => {
    const read = vi.fn();
    const job = fakeJob([withVideo(0, { status: 'linked', reason: null })]);
    const signal = new AbortController().signal;
    expect(await waitForVideos(job, { read, signal, settled: () => {}, pollMs: 1 })).toBe(job);
    expect(read).not.toHaveBeenCalled();
  });
});

describe('formatRemaining', () => {
  it("shows the time left as 'Calculating...', 'Nm Ns', 'Ns', 'Complete!'", () => {
    const summary = summaryOf([], null);
    expect(formatRemaining(summary, false)).toBe('Calculating...');
    expect(formatRemaining({ ...summary, remaining_seconds: 125 }, false)).toBe('2m 5s');
    expect(formatRemaining({ ...summary, remaining_seconds: 42 }, false)).toBe('42s');
    expect(formatRemaining({ ...summary, remaining_seconds: 42 }, true)).toBe('Complete!');
  });
});
