import {
  bulkImportCompletedAlert,
  formatFolded,
  NO_VALID_URL_MESSAGE,
  parseBulkUrls,
  videoSummaryNote,
} from '@viral/domain';
import { Button, fieldClass, usePageTitle } from '@viral/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ImportItemRow } from '../components/ImportItemRow.tsx';
import { ImportProgress } from '../components/ImportProgress.tsx';
import { ImportSummaryAlert } from '../components/ImportSummaryAlert.tsx';
import type { ImportJob } from '../import/import-types.ts';
import { useImportJob } from '../import/use-import-job.ts';

const PATH = '/admin/bulk-import';

const announceEnd = (job: ImportJob) => {
  if (job.status === 'completed') window.alert(bulkImportCompletedAlert(job.summary));
};

/**
 * /admin/bulk-import: many URLs as one job in the bff. The job id is kept in the address
 * (?job=) so reopening the page re-attaches to a run that is still going.
 */
export function BulkImportPage() {
  usePageTitle('Bulk Import');
  const [, navigate] = useLocation();
  const jobParam = new URLSearchParams(useSearch()).get('job');
  const [text, setText] = useState('');
  // The spec's end-of-run alert, for a run that finishes while this page follows it.
  const importJob = useImportJob('Failed to start the import', announceEnd);
  const field = useRef<HTMLTextAreaElement>(null);
  const { job, attach } = importJob;
  const videoNote = job ? videoSummaryNote(job.items.map((item) => item.video)) : '';

  useEffect(() => {
    if (jobParam && job?.id !== jobParam) attach(jobParam);
  }, [jobParam, job?.id, attach]);

  const addUrl = () => {
    setText((t) => `${t}${t && !t.endsWith('\n') ? '\n' : ''}https://`);
    field.current?.focus();
  };
  const clearAll = () => {
    setText('');
    importJob.reset();
    if (jobParam) navigate(PATH, { replace: true });
  };
  const start = async () => {
    const urls = parseBulkUrls(text);
    if (urls.length === 0) {
      window.alert(NO_VALID_URL_MESSAGE);
      return;
    }
    const started = await importJob.start({ urls });
    if (started) navigate(`${PATH}?job=${started.id}`, { replace: true });
  };

  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">Bulk Import</h1>
        <p className="text-stone-500">Import many recipes at once; the run goes on if you leave this page.</p>
      </div>
      <div className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
        <label className="block text-sm font-medium">
          Recipe URLs (one per line)
          <textarea
            ref={field}
            rows={8}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={'https://example.com/recipe-one\nhttps://example.com/recipe-two'}
            className={`${fieldClass} font-mono`}
          />
        </label>
        <div className="flex flex-wrap gap-2">
          <Button onClick={addUrl} variant="secondary">
            Add URL
          </Button>
          <Button onClick={clearAll} variant="secondary">
            Clear All
          </Button>
          <Button onClick={start} disabled={!text.trim() || importJob.busy} variant="primary">
            {importJob.busy ? 'Importing...' : 'Start Bulk Import'}
          </Button>
        </div>
        {importJob.error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {importJob.error}
          </p>
        )}
      </div>
      {job && (
        <>
          {job.folded > 0 && (
            <p data-testid="folded" className="text-sm text-stone-600">
              {formatFolded(job.folded)}.
            </p>
          )}
          <ImportProgress summary={job.summary} done={importJob.done} />
          {importJob.done && <ImportSummaryAlert job={job} />}
          {videoNote && (
            <p data-testid="video-summary" className="text-sm text-stone-600">
              Videos: {videoNote}.
            </p>
          )}
          <ul
            aria-label="Imported URLs"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
            tabIndex={0}
            className="max-h-96 divide-y divide-stone-100 overflow-y-auto rounded-2xl bg-white px-4 ring-1 ring-stone-200 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {job.items.map((item) => (
              <ImportItemRow key={item.id} item={item} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
