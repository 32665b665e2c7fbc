import { bulkImportCounts } from '@viral/domain';
import type { ImportJob } from '../import/import-types.ts';

/**
 * The end-of-run panel: 'Bulk import completed!' with its four counts, and the pages already
 * in the catalogue on their own line; a run a purge cancelled says so instead.
 */
export function ImportSummaryAlert({ job }: { job: Pick<ImportJob, 'status' | 'summary'> }) {
  const { summary } = job;
  const rows = bulkImportCounts(summary);
  if (summary.already_imported > 0) rows.splice(3, 0, ['Already imported', summary.already_imported]);
  const cancelled = job.status === 'cancelled';
  return (
    <div
      role="alert"
      className={`rounded-2xl border p-5 ${cancelled ? 'border-yellow-300 bg-yellow-50 text-yellow-900' : 'border-green-300 bg-green-50 text-green-900'}`}
    >
      <h2 className="font-semibold">
        {cancelled ? 'Bulk import cancelled: the recipes were purged' : 'Bulk import completed!'}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}:</dt>
            <dd data-testid={`summary-${label}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
