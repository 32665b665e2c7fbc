import { render } from 'ink';
import { ImportScreen } from './ImportScreen.tsx';
import { applyImportJobEvent, type ImportJob, type ImportJobEvent } from './import-job.ts';

/** Shows the Ink screen while the events come in; resolves with the finished job. */
export async function renderImportScreen(
  events: AsyncIterable<ImportJobEvent>,
  baseUrl: string,
): Promise<ImportJob | null> {
  let job: ImportJob | null = null;
  const screen = render(<ImportScreen job={job} baseUrl={baseUrl} />, { exitOnCtrlC: false });
  try {
    for await (const event of events) {
      job = applyImportJobEvent(job, event);
      screen.rerender(<ImportScreen job={job} baseUrl={baseUrl} />);
    }
  } finally {
    screen.unmount();
    await screen.waitUntilExit();
  }
  return job;
}
