import { Box, Text } from 'ink';
import { type ImportItem, type ImportItemStatus, itemDetail, STATUS_LABELS } from './import-job.ts';

const MARKS: Record<ImportItemStatus, { mark: string; color: string }> = {
  pending: { mark: '·', color: 'gray' },
  validating: { mark: '…', color: 'cyan' },
  processing: { mark: '…', color: 'cyan' },
  categorizing: { mark: '…', color: 'cyan' },
  completed: { mark: '✓', color: 'green' },
  error: { mark: '✗', color: 'red' },
  skipped: { mark: '-', color: 'yellow' },
};

interface Props {
  item: ImportItem;
  baseUrl: string;
}

/** One URL of the job: mark, status label, URL, and the recipe link, skip reason or error. */
export function ImportItemLine({ item, baseUrl }: Props) {
  const { mark, color } = MARKS[item.status];
  const detail = itemDetail(baseUrl, item);
  return (
    <Box flexDirection="column">
      <Text>
        <Text color={color}>
          {mark} {STATUS_LABELS[item.status].padEnd(12)}
        </Text>
        {item.url}
      </Text>
      {detail ? <Text dimColor={item.status !== 'error'}>{`    ${detail}`}</Text> : null}
    </Box>
  );
}
