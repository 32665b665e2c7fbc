import { describe, expect, it } from 'vitest';
import { completedItem, fakeItem, fakeJob, summaryOf } from '../testing/fake-job.ts';
import { formatRemaining, type ImportJobEvent } from './import-job.ts';
import { runPlainImport } from './plain-import.ts';

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

describe('formatRemaining', () => {
  it("shows the time left as 'Calculating...', 'Nm Ns', 'Ns', 'Complete!'", () => {
    const summary = summaryOf([], null);
    expect(formatRemaining(summary, false)).toBe('Calculating...');
    expect(formatRemaining({ ...summary, remaining_seconds: 125 }, false)).toBe('2m 5s');
    expect(formatRemaining({ ...summary, remaining_seconds: 42 }, false)).toBe('42s');
    expect(formatRemaining({ ...summary, remaining_seconds: 42 }, true)).toBe('Complete!');
  });
});
