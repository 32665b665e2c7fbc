import { Box, Text } from 'ink';
import { formatRemaining, type ImportSummary } from './import-job.ts';

interface Props {
  summary: ImportSummary;
  done: boolean;
}

/** The Bulk Import page's counters: Total, Completed, Errors, Skipped, Already imported (when any) and the time estimate. */
export function ImportCounters({ summary, done }: Props) {
  return (
    <Box gap={3}>
      <Text>Total: {summary.total}</Text>
      <Text color="green">Completed: {summary.completed}</Text>
      <Text color="red">Errors: {summary.errors}</Text>
      <Text color="yellow">Skipped: {summary.skipped}</Text>
      {summary.already_imported > 0 ? <Text>Already imported: {summary.already_imported}</Text> : null}
      <Text>{done ? formatRemaining(summary, true) : `Remaining: ${formatRemaining(summary, false)}`}</Text>
    </Box>
  );
}
