import { makeImportItem } from '@viral/domain/testing';
import type { ImportItem, ImportJob, ImportSummary } from './import-types.ts';

/** Test data in the bff's response shapes. */
export const makeItem = makeImportItem;

export function makeSummary(overrides: Partial<ImportSummary> = {}): ImportSummary {
  return {
    total: 1,
    processed: 0,
    completed: 0,
    errors: 0,
    skipped: 0,
    already_imported: 0,
    remaining_seconds: null,
    ...overrides,
  };
}

export function makeJob(items: ImportItem[], overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    id: 'job-1',
    status: 'running',
    folded: 0,
    summary: makeSummary({ total: items.length }),
    items,
    ...overrides,
  };
}
