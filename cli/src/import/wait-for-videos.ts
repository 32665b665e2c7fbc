import { setTimeout as sleep } from 'node:timers/promises';
import { countVideos, isVideoBeingPrepared, videoOutcomeLabel } from '@viral/domain';
import { type ImportItem, type ImportJob, recipeLink, videosLine } from './import-job.ts';

/** How often the job is read again while its videos are prepared (seconds to minutes each). */
export const VIDEO_POLL_MS = 2000;

/**
 * `recipes import --wait-for-videos`: once the job has ended, reads it again until none of its
 * videos is being prepared, telling each as it is stored or refused. Stopped by the signal.
 */
export async function waitForVideos(
  job: ImportJob,
  options: {
    read: (id: string) => Promise<ImportJob>;
    signal: AbortSignal;
    settled: (item: ImportItem) => void;
    pollMs?: number;
  },
): Promise<ImportJob> {
  const waiting = new Set(job.items.filter((item) => isVideoBeingPrepared(item.video)).map((i) => i.id));
  let current = job;
  while (waiting.size > 0) {
    await sleep(options.pollMs ?? VIDEO_POLL_MS, undefined, { signal: options.signal });
    current = await options.read(job.id);
    for (const item of current.items) {
      if (!waiting.has(item.id) || isVideoBeingPrepared(item.video)) continue;
      waiting.delete(item.id);
      options.settled(item);
    }
  }
  return current;
}

/** The lines `--wait-for-videos` prints: one per video as it settles, then the videos' summary. */
export function videoWaitWriter(options: { json: boolean; baseUrl: string; write: (line: string) => void }) {
  const { json, baseUrl, write } = options;
  return {
    start(job: ImportJob) {
      const waiting = countVideos(job.items.map((item) => item.video)).being_prepared;
      if (!json && waiting > 0)
        write(
          `Waiting for ${waiting} video${waiting === 1 ? '' : 's'} being prepared (Ctrl-C stops waiting).`,
        );
    },
    settled(item: ImportItem) {
      if (json)
        write(
          JSON.stringify({
            type: 'video',
            id: item.id,
            url: item.url,
            recipe_url: recipeLink(baseUrl, item),
            ...item.video,
          }),
        );
      else write(`${'video'.padEnd(9)} ${item.url}  ${videoOutcomeLabel(item.video) ?? ''}`.trimEnd());
    },
    end(job: ImportJob) {
      if (json)
        write(JSON.stringify({ type: 'videos', id: job.id, ...countVideos(job.items.map((i) => i.video)) }));
      else {
        const line = videosLine(job);
        if (line) write(line);
      }
    },
  };
}
