import { describe, expect, it } from 'vitest';
import { applyImportJobEvent, parseImportJobEvent } from './import-job-events.ts';
import type { ImportItem, ImportJob, ImportSummary } from './import-jobs.ts';
import { makeImportItem } from './testing.ts';

const summary = (processed: number): ImportSummary => ({
  total: 2,
  processed,
  completed: processed,
  errors: 0,
  skipped: 0,
  already_imported: 0,
  remaining_seconds: null,
});
const item = (position: number, status: ImportItem['status']): ImportItem =>
  makeImportItem({ id: `item-${position}`, position, url: `https://example.com/${position}`, status });
const job: ImportJob = {
  id: 'job-1',
  status: 'running',
  folded: 1,
  summary: summary(0),
  items: [item(0, 'processing'), item(1, 'pending')],
};

describe('the import job events', () => {
  it('reads each event by its name and checks its data', () => {
    expect(parseImportJobEvent('job', JSON.stringify(job))).toEqual({ type: 'job', job });
    const change = { item: item(0, 'completed'), summary: summary(1) };
    expect(parseImportJobEvent('item', JSON.stringify(change))).toEqual({ type: 'item', ...change });
    const end = { id: 'job-1', status: 'cancelled', summary: summary(1) };
    expect(parseImportJobEvent('done', JSON.stringify(end))).toEqual({ type: 'done', ...end });
  });

  it('refuses other names, data that is not JSON, and data not of the event’s shape', () => {
    expect(parseImportJobEvent('message', JSON.stringify(job))).toBeNull();
    expect(parseImportJobEvent('toString', '{}')).toBeNull();
    expect(parseImportJobEvent('job', '{')).toBeNull();
    expect(
      parseImportJobEvent('item', JSON.stringify({ item: { id: 'x' }, summary: summary(1) })),
    ).toBeNull();
    expect(parseImportJobEvent('done', JSON.stringify({ id: 'job-1', summary: summary(1) }))).toBeNull();
  });

  it('folds events into the job: the whole job, a changed item with the summary, the end with its status', () => {
    let shown = applyImportJobEvent(null, { type: 'item', item: item(0, 'completed'), summary: summary(1) });
    expect(shown).toBeNull();
    shown = applyImportJobEvent(shown, { type: 'job', job });
    shown = applyImportJobEvent(shown, { type: 'item', item: item(0, 'completed'), summary: summary(1) });
    expect(shown?.items.map((i) => i.status)).toEqual(['completed', 'pending']);
    expect(shown?.summary.processed).toBe(1);
    shown = applyImportJobEvent(shown, {
      type: 'done',
      id: 'job-1',
      status: 'cancelled',
      summary: summary(1),
    });
    expect(shown).toMatchObject({ status: 'cancelled', folded: 1, summary: { processed: 1 } });
  });
});
