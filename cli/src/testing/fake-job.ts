import { isAlreadyImported, isFinishedItemStatus } from '@viral/domain';
import { makeImportItem } from '@viral/domain/testing';
import type { ImportItem, ImportJob, ImportSummary } from '../import/import-job.ts';

export function fakeItem(position: number, overrides: Partial<ImportItem> = {}): ImportItem {
  return makeImportItem({
    id: `item-${position}`,
    position,
    url: `https://example.com/recipe-${position}`,
    ...overrides,
  });
}

export const completedItem = (position: number, slug: string): ImportItem =>
  fakeItem(position, { status: 'completed', recipe: { id: `r-${position}`, slug, title: `Title ${slug}` } });

export function summaryOf(items: ImportItem[], remaining_seconds: number | null): ImportSummary {
  const count = (status: ImportItem['status']) => items.filter((i) => i.status === status).length;
  return {
    total: items.length,
    processed: items.filter((i) => isFinishedItemStatus(i.status)).length,
    completed: count('completed'),
    errors: count('error'),
    skipped: items.filter((i) => i.status === 'skipped' && !isAlreadyImported(i)).length,
    already_imported: items.filter(isAlreadyImported).length,
    remaining_seconds,
  };
}

export function fakeJob(items: ImportItem[], remaining_seconds: number | null = null, folded = 0): ImportJob {
  const done = items.every((i) => isFinishedItemStatus(i.status));
  return {
    id: 'job-1',
    status: done ? 'completed' : 'running',
    folded,
    summary: summaryOf(items, remaining_seconds),
    items,
  };
}
