import { formatFolded } from '@viral/domain';
import { Box, Static, Text } from 'ink';
import { ImportCounters } from './ImportCounters.tsx';
import { ImportItemLine } from './ImportItemLine.tsx';
import { type ImportJob, isFinished, summaryLine, videosLine } from './import-job.ts';
import { ProgressBar } from './ProgressBar.tsx';

/** How many unfinished URLs the live region shows; the rest scroll in as earlier ones finish. */
export const LIVE_ITEMS = 5;

interface Props {
  job: ImportJob | null;
  baseUrl: string;
}

/**
 * The Bulk Import page in a terminal: finished items are printed once above (Static), the live
 * region keeps the progress, the counters and the URLs still running or waiting.
 */
export function ImportScreen({ job, baseUrl }: Props) {
  if (!job) return <Text>Starting the import…</Text>;
  const finished = job.items.filter(isFinished);
  const waiting = job.items.filter((item) => !isFinished(item));
  const done = job.status === 'completed' || job.status === 'cancelled' || waiting.length === 0;
  const { summary } = job;
  return (
    <>
      <Static items={finished}>
        {(item) => <ImportItemLine key={item.id} item={item} baseUrl={baseUrl} />}
      </Static>
      <Box flexDirection="column" marginTop={1}>
        <Text bold>
          Import Progress <Text dimColor>(job {job.id})</Text>
        </Text>
        {job.folded > 0 ? <Text dimColor>{formatFolded(job.folded)}</Text> : null}
        <Text>
          {summary.processed} of {summary.total} processed
        </Text>
        <ProgressBar done={summary.processed} total={summary.total} />
        <ImportCounters summary={summary} done={done} />
        {waiting.slice(0, LIVE_ITEMS).map((item) => (
          <ImportItemLine key={item.id} item={item} baseUrl={baseUrl} />
        ))}
        {waiting.length > LIVE_ITEMS ? <Text dimColor>… and {waiting.length - LIVE_ITEMS} more</Text> : null}
        {done ? (
          <>
            <Text bold>{summaryLine(summary, job.status)}</Text>
            {videosLine(job) ? <Text>{videosLine(job)}</Text> : null}
          </>
        ) : (
          <Text dimColor>Ctrl-C detaches; the import goes on.</Text>
        )}
      </Box>
    </>
  );
}
