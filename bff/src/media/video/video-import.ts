import type { Database } from '@viral/db';
import type { Config } from '../../config.ts';
import type { ImportContext } from '../../import/preview-import.ts';
import type { Logger } from '../../logger.ts';
import { createVideoPreparer } from './prepare-video.ts';
import type { VideoTools } from './video-tools.ts';
import { type VideoSink, VideoWorker } from './video-worker.ts';

/**
 * Turns video import on for this process, or says in one log line why it is off; never fails.
 * With ffmpeg, imports queue their pages' video files (`ctx.videos`) and, unless
 * VIDEO_WORKERS is 0 (another replica transcodes), this process's worker prepares them. Links
 * (HLS, players) are recorded either way. The caller starts and stops the worker it gets.
 */
export function setUpVideoImport(deps: {
  db: Database;
  config: Pick<Config, 'videoWorkers'>;
  ctx: ImportContext;
  logger: Logger;
  tools: VideoTools | null;
  sink: VideoSink;
  leaseSeconds?: number;
}): VideoWorker | undefined {
  const { db, config, ctx, logger, tools, sink } = deps;
  if (!tools) {
    logger.warn(
      'video import is off: ffmpeg and ffprobe were not found (install ffmpeg to import recipe videos); everything else works',
    );
    return undefined;
  }
  if (config.videoWorkers === 0) {
    ctx.videos = { queued: () => {} };
    logger.info(
      { ffmpeg: tools.version },
      'video import on: videos are queued for other replicas (VIDEO_WORKERS=0)',
    );
    return undefined;
  }
  const worker = new VideoWorker(
    db,
    createVideoPreparer(tools, ctx.policy, { workers: config.videoWorkers }),
    sink,
    logger,
    {
      workers: config.videoWorkers,
      ...(deps.leaseSeconds !== undefined && { leaseSeconds: deps.leaseSeconds }),
    },
  );
  ctx.videos = { queued: () => worker.wake() };
  logger.info({ ffmpeg: tools.version, workers: config.videoWorkers }, 'video import on');
  return worker;
}
