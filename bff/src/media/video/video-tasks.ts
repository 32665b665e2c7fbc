import { type Database, schema, selectRows } from '@viral/db';
import { VIDEO_IMPORT_OFF_REASON, type VideoTaskStatus } from '@viral/domain';
import type { PageVideo } from '@viral/reader';
import { and, eq, sql } from 'drizzle-orm';

const { videoTasks } = schema;

/**
 * Longer than a task can run within its bounds (a 60 s download, then probe, transcode and poster
 * under their own limits), so a live claim never lapses; a claim older belongs to a dead worker.
 */
export const VIDEO_LEASE_SECONDS = 90 * 60;
/** A file whose preparation failed this often for reasons not its own (a crash, a restart) is given up. */
export const MAX_VIDEO_ATTEMPTS = 3;

export interface ClaimedVideoTask {
  id: string;
  recipe_id: string;
  url: string;
  claimed_by: string;
}

/**
 * Records an imported recipe's video: a file to prepare (pending) when this site can transcode, a
 * file refused with the reason when it cannot (no ffmpeg), a link kept as it is (HLS, players).
 * A recipe that has a video keeps it.
 */
export async function queueVideo(
  db: Database,
  task: { recipeId: string; jobId: string | null; video: PageVideo; canPrepare: boolean },
): Promise<VideoTaskStatus> {
  const status = videoTaskStatusFor(task.video, task.canPrepare);
  await db
    .insert(videoTasks)
    .values({
      recipe_id: task.recipeId,
      job_id: task.jobId,
      url: task.video.url,
      format: task.video.format,
      status,
      reason: status === 'refused' ? VIDEO_IMPORT_OFF_REASON : null,
      finished_at: status === 'pending' ? null : sql`now()`,
    })
    .onConflictDoNothing({ target: videoTasks.recipe_id });
  return status;
}

/** Where a video found or given starts: a file waits for the workers, or is refused without them; a link is kept. */
export function videoTaskStatusFor(video: Pick<PageVideo, 'kind'>, canPrepare: boolean): VideoTaskStatus {
  if (video.kind === 'link') return 'linked';
  return canPrepare ? 'pending' : 'refused';
}

/**
 * Claims the oldest video waiting (or one whose claim lapsed) for this worker, SKIP LOCKED so that
 * replicas never take the same one; those tried too often are refused first.
 */
export async function claimVideoTask(
  db: Database,
  workerId: string,
  leaseSeconds = VIDEO_LEASE_SECONDS,
): Promise<ClaimedVideoTask | null> {
  const lapsed = sql`(status = 'preparing' and claimed_at < now() - make_interval(secs => ${leaseSeconds}))`;
  await db.execute(
    sql`update video_tasks set status = 'refused', claimed_by = null, finished_at = now(), updated_at = now(),
               reason = ${`The video could not be prepared in ${MAX_VIDEO_ATTEMPTS} attempts`}
        where attempts >= ${MAX_VIDEO_ATTEMPTS} and (status = 'pending' or ${lapsed})`,
  );
  const [claimed] = await selectRows<ClaimedVideoTask>(
    db,
    sql`update video_tasks set status = 'preparing', claimed_by = ${workerId}, claimed_at = now(),
               attempts = attempts + 1, updated_at = now()
        where id = (select id from video_tasks where status = 'pending' or ${lapsed}
                    order by created_at for update skip locked limit 1)
        returning id, recipe_id, url, claimed_by`,
  );
  return claimed ?? null;
}

/** Writes a task's outcome, if this worker's claim on it still holds. */
export async function finishVideoTask(
  db: Database,
  task: ClaimedVideoTask,
  outcome: { status: 'stored' | 'refused'; reason?: string; probe?: Record<string, unknown> },
): Promise<void> {
  await db
    .update(videoTasks)
    .set({
      status: outcome.status,
      reason: outcome.reason ?? null,
      probe: outcome.probe ?? null,
      claimed_by: null,
      finished_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(videoTasks.id, task.id),
        eq(videoTasks.claimed_by, task.claimed_by),
        eq(videoTasks.status, 'preparing'),
      ),
    );
}

/** Hands tasks back to the queue: one this worker could not finish, or (`workerId` null) every one in hand. */
export async function releaseVideoTasks(db: Database, claim: { id?: string; workerId: string | null }) {
  await db
    .update(videoTasks)
    .set({ status: 'pending', claimed_by: null, updated_at: sql`now()` })
    .where(
      and(
        eq(videoTasks.status, 'preparing'),
        claim.id ? eq(videoTasks.id, claim.id) : undefined,
        claim.workerId ? eq(videoTasks.claimed_by, claim.workerId) : undefined,
      ),
    );
}
