import { randomUUID } from 'node:crypto';
import type { Database } from '@viral/db';
import { ImportError } from '../../import/import-error.ts';
import type { Logger } from '../../logger.ts';
import { ClaimLoop } from '../../queue/claim-loop.ts';
import { demoClipSource, prepareDemoClip } from './demo-clip.ts';
import { type PreparedVideo, prepareVideo, type VideoPreparer } from './prepare-video.ts';
import { VideoRefusedError } from './probe-video.ts';
import {
  type ClaimedVideoTask,
  claimVideoTask,
  finishVideoTask,
  releaseVideoTasks,
  VIDEO_LEASE_SECONDS,
} from './video-tasks.ts';

/**
 * Where a prepared video goes: the media store keeps the MP4 and gives the poster to the photo
 * pipeline, and indexes both for the recipe. Its files are removed once this returns.
 */
export interface VideoSink {
  store(task: ClaimedVideoTask, video: PreparedVideo): Promise<void>;
}

export interface VideoWorkerOptions {
  /** Videos prepared at once by this process (VIDEO_WORKERS). */
  workers: number;
  pollMs?: number;
  /** 0 on an embedded database, which this process alone uses: its unfinished tasks resume at start. */
  leaseSeconds?: number;
}

/**
 * The video job kind of the import queue: claims recipe videos an import found (any replica may),
 * prepares each (download, probe, transcode, all bounded) and hands it to the sink. An import job
 * never waits for its videos; a refused video leaves its recipe as imported, with its reason.
 */
export class VideoWorker {
  readonly id = randomUUID();
  private readonly loop: ClaimLoop<ClaimedVideoTask>;
  private readonly db: Database;
  private readonly preparer: VideoPreparer;
  private readonly sink: VideoSink;
  private readonly logger: Logger;

  constructor(
    db: Database,
    preparer: VideoPreparer,
    sink: VideoSink,
    logger: Logger,
    options: VideoWorkerOptions,
  ) {
    this.db = db;
    this.preparer = preparer;
    this.sink = sink;
    this.logger = logger;
    const lease = options.leaseSeconds ?? VIDEO_LEASE_SECONDS;
    this.loop = new ClaimLoop({
      concurrency: options.workers,
      pollMs: options.pollMs ?? 5000,
      beforeStart: async () => {
        if (lease === 0)
          await releaseVideoTasks(this.db, { workerId: null }).catch((error: unknown) =>
            this.logger.warn({ err: error }, 'video tasks of the last run not resumed'),
          );
      },
      claim: () => claimVideoTask(this.db, this.id, lease || VIDEO_LEASE_SECONDS),
      process: (task) => this.process(task),
      onRoundError: (error) => this.logger.error({ err: error }, 'video worker could not claim work'),
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Looks for work now (an import just queued a video). */
  wake(): void {
    this.loop.wake();
  }

  /** Stops claiming, and hands back what is in hand so another replica takes it at once. */
  async stop(): Promise<void> {
    await this.loop.stop();
    if (this.loop.inHand().length > 0)
      await releaseVideoTasks(this.db, { workerId: this.id }).catch((error: unknown) =>
        this.logger.warn({ err: error }, 'video tasks resume after their lease'),
      );
  }

  private async process(task: ClaimedVideoTask): Promise<void> {
    let video: PreparedVideo | undefined;
    try {
      video = demoClipSource(task.url)
        ? await prepareDemoClip(this.preparer, task.url)
        : await prepareVideo(this.preparer, task.url);
      await this.sink.store(task, video);
      const { probe } = video;
      await finishVideoTask(this.db, task, { status: 'stored', probe: { ...probe } });
      this.logger.info({ recipeId: task.recipe_id, probe }, 'recipe video stored');
    } catch (error) {
      if (error instanceof VideoRefusedError || error instanceof ImportError) {
        this.logger.info(
          { recipeId: task.recipe_id, url: task.url, reason: error.message },
          'recipe video refused',
        );
        await finishVideoTask(this.db, task, { status: 'refused', reason: error.message }).catch(
          (failure: unknown) => this.logger.warn({ err: failure }, 'video refusal written after its lease'),
        );
        return;
      }
      // Not the file's fault (the store or the database failing): tried again, up to the attempts.
      this.logger.warn(
        { err: error, recipeId: task.recipe_id },
        'recipe video not prepared; it is tried again',
      );
      await releaseVideoTasks(this.db, { id: task.id, workerId: this.id }).catch(() => {});
    } finally {
      await video?.discard();
    }
  }
}
