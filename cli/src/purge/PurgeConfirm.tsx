import { Box, Text, useApp, useInput } from 'ink';
import { useState } from 'react';

interface Props {
  word: string;
  summary: string;
  onAnswer: (confirmed: boolean) => void;
}

/** Asks to type the exact word; Enter submits (a wrong word cancels), Escape or Ctrl-C cancels. */
export function PurgeConfirm({ word, summary, onAnswer }: Props) {
  const [typed, setTyped] = useState('');
  const { exit } = useApp();
  const answer = (confirmed: boolean) => {
    onAnswer(confirmed);
    exit();
  };
  useInput((input, key) => {
    if (key.escape || (key.ctrl && input === 'c')) answer(false);
    else if (key.return) answer(typed === word);
    else if (key.backspace || key.delete) setTyped((t) => t.slice(0, -1));
    else if (!key.ctrl && !key.meta) setTyped((t) => t + input);
  });
  return (
    <Box flexDirection="column">
      <Text color="red">This deletes {summary}. It cannot be undone.</Text>
      <Text>
        Type {word} to confirm (Escape cancels): <Text bold>{typed}</Text>
      </Text>
    </Box>
  );
}
