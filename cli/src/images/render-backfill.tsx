import { render } from 'ink';
import type { ApiClient } from '../api-client.ts';
import { BackfillScreen } from './BackfillScreen.tsx';
import { type BackfillProgress, runPhotoBackfill } from './photo-backfill.ts';

/** The backfill with its Ink screen; Ctrl-C stops after the step in flight. */
export async function renderBackfill(client: ApiClient): Promise<BackfillProgress> {
  const stop = new AbortController();
  const screen = render(<BackfillScreen progress={null} />, { exitOnCtrlC: false });
  const onSigint = () => stop.abort();
  process.once('SIGINT', onSigint);
  try {
    return await runPhotoBackfill(
      client,
      (progress) => screen.rerender(<BackfillScreen progress={progress} />),
      stop.signal,
    );
  } finally {
    process.off('SIGINT', onSigint);
    screen.unmount();
    await screen.waitUntilExit();
  }
}
