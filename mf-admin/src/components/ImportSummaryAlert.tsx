import type { ImportSummary } from '../import/import-types.ts';

/** The end-of-run summary: 'Bulk import completed!' with its four counts. */
export function ImportSummaryAlert({ summary }: { summary: ImportSummary }) {
  const rows: [string, number][] = [
    ['Successfully imported', summary.completed],
    ['Failed', summary.errors],
    ['Skipped (invalid)', summary.skipped],
    ['Total processed', summary.processed],
  ];
  return (
    <div role="alert" className="rounded-2xl border border-green-300 bg-green-50 p-5 text-green-900">
      <h2 className="font-semibold">Bulk import completed!</h2>
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
