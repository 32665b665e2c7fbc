import { render } from 'ink';
import { PurgeConfirm } from './PurgeConfirm.tsx';

/** Resolves true only when the operator typed the word; an aborted signal cancels. */
export async function renderPurgeConfirm(
  word: string,
  summary: string,
  signal?: AbortSignal,
): Promise<boolean> {
  let confirmed = false;
  const screen = render(<PurgeConfirm word={word} summary={summary} onAnswer={(ok) => (confirmed = ok)} />, {
    exitOnCtrlC: false,
    stdout: process.stderr,
  });
  const cancel = () => screen.unmount();
  signal?.addEventListener('abort', cancel, { once: true });
  await screen.waitUntilExit();
  signal?.removeEventListener('abort', cancel);
  return confirmed && !signal?.aborted;
}
