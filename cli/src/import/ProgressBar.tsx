import { Text } from 'ink';

interface Props {
  done: number;
  total: number;
  width?: number;
}

/** A bar of `width` cells filled in proportion to done/total, with the percentage after it. */
export function ProgressBar({ done, total, width = 30 }: Props) {
  const ratio = total === 0 ? 0 : Math.min(1, done / total);
  const filled = Math.round(ratio * width);
  return (
    <Text>
      <Text color="green">{'█'.repeat(filled)}</Text>
      <Text dimColor>{'░'.repeat(width - filled)}</Text> {Math.round(ratio * 100)}%
    </Text>
  );
}
