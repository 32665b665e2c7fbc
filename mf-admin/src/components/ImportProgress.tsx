import { formatEstimate } from '../import/import-format.ts';
import type { ImportSummary } from '../import/import-types.ts';
import { StatCard } from './StatCard.tsx';

/**
 * 'Import Progress': N of M processed, a progress bar and the counters of a bulk import: the
 * spec's five, and the pages already in the catalogue apart from the skipped ones.
 */
export function ImportProgress({ summary, done }: { summary: ImportSummary; done: boolean }) {
  const percent = summary.total ? Math.round((summary.processed / summary.total) * 100) : 0;
  return (
    <section aria-labelledby="import-progress" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="import-progress" className="text-lg font-semibold">
          Import Progress
        </h2>
        <p aria-live="polite" data-testid="processed" className="text-sm text-stone-600">
          {summary.processed} of {summary.total} processed
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={summary.total}
        aria-valuenow={summary.processed}
        className="mt-3 h-3 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-500 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <StatCard label="Total" value={summary.total} />
        <StatCard label="Completed" value={summary.completed} />
        <StatCard label="Errors" value={summary.errors} />
        <StatCard label="Skipped" value={summary.skipped} />
        <StatCard label="Already imported" value={summary.already_imported} />
        <StatCard
          label={done ? 'Status' : 'Time Remaining'}
          value={formatEstimate(summary.remaining_seconds, done)}
        />
      </div>
    </section>
  );
}
