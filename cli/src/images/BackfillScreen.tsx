import { Box, Static, Text } from 'ink';
import { ProgressBar } from '../import/ProgressBar.tsx';
import { type BackfillProgress, backfillSummary, tally } from './photo-backfill.ts';

const MARK = { stored: '✔', failed: '✖', no_photo: '·', missing: '·' } as const;

/** The backfill's progress: finished recipes printed once above, the bar and counters below. */
export function BackfillScreen({ progress }: { progress: BackfillProgress | null }) {
  if (!progress) return <Text>Counting the recipes without a stored photo…</Text>;
  const { stored, failed } = tally(progress.results);
  return (
    <Box flexDirection="column">
      <Static items={progress.results}>
        {(result) => (
          <Text key={result.recipe_id} color={result.outcome === 'failed' ? 'red' : undefined}>
            {MARK[result.outcome]} {result.title}
            {result.outcome === 'failed' ? ' (not fetched)' : ''}
          </Text>
        )}
      </Static>
      <Text bold>Recipe photos</Text>
      <ProgressBar done={progress.results.length} total={progress.total} />
      <Text>
        {progress.results.length} of {progress.total} processed · Stored: {stored} · Failed: {failed}
      </Text>
      {progress.finished && <Text color="green">{backfillSummary(progress)}</Text>}
    </Box>
  );
}
